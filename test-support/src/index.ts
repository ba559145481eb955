// What every workspace's tests share. Only this entry's imports are dependency-free, so the
// tests of @kit/schema and @kit/credentials can use it; "./executor" needs @kit/tools.
export { CANARY } from "./canary";
export { never } from "./never";
export { expectedOutput, normalizeOutput } from "./printed-output";
export { visibleText } from "./visible-text";
