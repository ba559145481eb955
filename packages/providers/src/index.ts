// The public surface of @kit/providers: what this file exports is the package's API.
export type { ResultOptions, ToolFormat } from "./tool-format";
