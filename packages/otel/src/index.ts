// The public surface of @kit/otel: what this file exports is the package's API.
export { instrumentExecutor } from "./instrument-executor";
export type { InstrumentExecutorOptions } from "./instrument-executor-options";
