// What every workspace's tests share. It imports no kit package, so the tests of every
// package can use it without a workspace dependency cycle; the canary executor, which needs
// @kit/tools, is @kit/test-executor.
export { CANARY } from "./canary";
export { eventually } from "./eventually";
export { never } from "./never";
export {
  capturePrinted,
  exampleFiles,
  expectedOutput,
  normalizeOutput,
  tsBlocks,
} from "./printed-output";
export { visibleText } from "./visible-text";
