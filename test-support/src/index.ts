// What every workspace's tests share. This entry imports no kit package, so the
// tests of @kit/schema and @kit/credentials can use it; "./executor" needs @kit/tools.
export { CANARY } from "./canary";
export { never } from "./never";
export {
  capturePrinted,
  exampleFiles,
  expectedOutput,
  normalizeOutput,
  tsBlocks,
} from "./printed-output";
export { visibleText } from "./visible-text";
