// TEMPORARY: the @kit/tools surface the adapter relies on, until the package lands.
export interface Tool {
  readonly name: string;
  readonly description: string;
  readonly version: string;
}
export interface ToolResult {
  readonly toolName: string;
  readonly status: "success" | "failure";
  readonly output: unknown;
  readonly durationMs: number;
  readonly error: Error | undefined;
}
export interface ToolCall {
  readonly tool: Tool;
  readonly inputs: unknown;
  readonly callId: string;
  redact<T>(value: T): T;
}
export type ToolInterceptor = (
  call: ToolCall,
  next: () => Promise<ToolResult>,
) => Promise<ToolResult>;
export interface ToolExecutor {
  use(interceptor: ToolInterceptor): () => void;
}
export const ToolValidationError = {
  isInstance(value: unknown): value is Error & { direction: "input" | "output" } {
    return value instanceof Error && value.name === "ToolValidationError";
  },
};
export const ToolExecutionError = {
  isInstance(value: unknown): value is Error {
    return value instanceof Error && value.name === "ToolExecutionError";
  },
};
