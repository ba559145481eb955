// The public surface of @kit/tools: what this file exports is the package's API.
export type { ApprovalRequest, ApproveCall } from "./approval-request";
export type { ContractChange } from "./compare-contracts";
export { compareContracts } from "./compare-contracts";
export type { CredentialResolver } from "./credential-resolver";
export type {
  CheckedSchemaSpec,
  DefinedTool,
  ExecuteResult,
  InferSpec,
  SchemaOfSpec,
  SchemaSpec,
  SchemaSpecShape,
  ToolSpec,
} from "./define-tool";
export { defineTool } from "./define-tool";
export { AgentKitError } from "./errors/agent-kit-error";
export type { ApprovalDeniedErrorOptions } from "./errors/approval-denied-error";
export { ApprovalDeniedError } from "./errors/approval-denied-error";
export { SemanticError } from "./errors/semantic-error";
export type { ToolExecutionErrorOptions } from "./errors/tool-execution-error";
export { ToolExecutionError } from "./errors/tool-execution-error";
export type {
  ToolValidationErrorOptions,
  ValidationDirection,
} from "./errors/tool-validation-error";
export { ToolValidationError } from "./errors/tool-validation-error";
export type { UnknownToolErrorOptions } from "./errors/unknown-tool-error";
export { UnknownToolError } from "./errors/unknown-tool-error";
export type { ToolsModule, ToolsModuleProblem } from "./load-tools-module";
export { loadToolsModule } from "./load-tools-module";
export { REDACTED } from "./redacted";
export type { RetryOptions } from "./retry-options";
export type { AnyTool, ToolOptions } from "./tool";
export { Tool } from "./tool";
export type { ToolCall } from "./tool-call";
export type { ToolCallOutcome } from "./tool-call-outcome";
export type { ToolCallRequest } from "./tool-call-request";
export type { ToolContext } from "./tool-context";
export type { ToolContract } from "./tool-contract";
export { toolContract } from "./tool-contract";
export type { DispatchOptions } from "./tool-dispatcher";
export { ToolDispatcher } from "./tool-dispatcher";
export type { ToolEffects } from "./tool-effects";
export type {
  ToolCompletedEvent,
  ToolEventListener,
  ToolEventMap,
  ToolEventName,
  ToolFailedEvent,
  ToolStartedEvent,
} from "./tool-events";
export type { ExecuteOptions, ToolExecutorOptions } from "./tool-executor";
export { ToolExecutor } from "./tool-executor";
export type { ToolInterceptor } from "./tool-interceptor";
export { ToolRegistry } from "./tool-registry";
export type {
  ToolFailure,
  ToolResultConstructor,
  ToolResultOptions,
  ToolStatus,
  ToolSuccess,
} from "./tool-result";
export { ToolResult } from "./tool-result";
