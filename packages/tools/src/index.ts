// The public surface of @kit/tools: what this file exports is the package's API.

export type {
  AudioPart,
  BinaryData,
  ContentPart,
  ContentPartType,
  ImagePart,
  ResourceLinkPart,
  ResourcePart,
  TextPart,
} from "./content/content-part";
export type {
  JsonData,
  JsonExecute,
  JsonReturn,
  NotJsonData,
} from "./content/json-output";
export type { ResourceLinkOptions, ResourceOptions } from "./content/make-parts";
export { audio, image, resource, resourceLink, text } from "./content/make-parts";
export type { OutputOf, ToolContent, ToolReturn } from "./content/tool-content";
export { isToolContent, toolContent } from "./content/tool-content";
export type { CallHandlers } from "./context/call-handlers";
export type { CreateToolContextOptions } from "./context/create-tool-context";
export { createToolContext } from "./context/create-tool-context";
export type {
  ElicitAnswer,
  ElicitHandler,
  ElicitRequest,
  ElicitResult,
} from "./context/elicitation";
export type { LogLevel } from "./context/log-level";
export { LOG_LEVELS } from "./context/log-level";
export type {
  SampleHandler,
  SampleHandlerRequest,
  SampleRequest,
  SampleResponse,
  SamplingMessage,
} from "./context/sampling";
export type { ToolContext } from "./context/tool-context";
export type { ToolLogEntry } from "./context/tool-log-entry";
export type { ToolProgress } from "./context/tool-progress";
export type { ContractChange } from "./contracts/compare-contracts";
export { compareContracts } from "./contracts/compare-contracts";
export type { ToolContract } from "./contracts/tool-contract";
export { toolContract } from "./contracts/tool-contract";
export type { ToolCallOutcome } from "./dispatch/tool-call-outcome";
export type { ToolCallRequest } from "./dispatch/tool-call-request";
export type { DispatchOptions } from "./dispatch/tool-dispatcher";
export { ToolDispatcher } from "./dispatch/tool-dispatcher";
export { AgentKitError } from "./errors/agent-kit-error";
export type { ApprovalDeniedErrorOptions } from "./errors/approval-denied-error";
export { ApprovalDeniedError } from "./errors/approval-denied-error";
export type { ApprovalTimeoutErrorOptions } from "./errors/approval-timeout-error";
export { ApprovalTimeoutError } from "./errors/approval-timeout-error";
export type {
  DuplicateCallErrorOptions,
  DuplicateCallReason,
} from "./errors/duplicate-call-error";
export { DuplicateCallError } from "./errors/duplicate-call-error";
export type { ElicitationErrorOptions } from "./errors/elicitation-error";
export { ElicitationError } from "./errors/elicitation-error";
export type { RateLimitErrorOptions } from "./errors/rate-limit-error";
export { RateLimitError } from "./errors/rate-limit-error";
export { SemanticError } from "./errors/semantic-error";
export type { TaskLostErrorOptions } from "./errors/task-lost-error";
export { TaskLostError } from "./errors/task-lost-error";
export type { TaskNotFoundErrorOptions, TaskNotFoundReason } from "./errors/task-not-found-error";
export { TaskNotFoundError } from "./errors/task-not-found-error";
export type { ToolExecutionErrorOptions } from "./errors/tool-execution-error";
export { ToolExecutionError } from "./errors/tool-execution-error";
export type {
  ToolValidationErrorOptions,
  ValidationDirection,
} from "./errors/tool-validation-error";
export { ToolValidationError } from "./errors/tool-validation-error";
export type { UnknownToolErrorOptions } from "./errors/unknown-tool-error";
export { UnknownToolError } from "./errors/unknown-tool-error";
export type {
  CallerCapability,
  UnsupportedCapabilityErrorOptions,
} from "./errors/unsupported-capability-error";
export { UnsupportedCapabilityError } from "./errors/unsupported-capability-error";
export type { CredentialResolver } from "./executor/credential-resolver";
export type { ToolCall } from "./executor/tool-call";
export type {
  ToolCompletedEvent,
  ToolEventListener,
  ToolEventMap,
  ToolEventName,
  ToolFailedEvent,
  ToolStartedEvent,
  ToolTaskReadEvent,
  ToolTaskStartingEvent,
} from "./executor/tool-events";
export type { ExecuteOptions, ToolExecutorOptions } from "./executor/tool-executor";
export { ToolExecutor } from "./executor/tool-executor";
export type { ToolInterceptor } from "./executor/tool-interceptor";
export type {
  ToolFailure,
  ToolResultConstructor,
  ToolResultOptions,
  ToolStatus,
  ToolSuccess,
} from "./executor/tool-result";
export { ToolResult } from "./executor/tool-result";
export type { ApprovalRequest, ApproveCall } from "./policies/approval-request";
export type { ApprovalStore, PendingApproval } from "./policies/approval-store";
export { DEFAULT_APPROVAL_TIMEOUT_MS } from "./policies/approval-timeout";
export type {
  CallClaim,
  CallClaimRequest,
  CallRecordStore,
  StoredOutcome,
} from "./policies/call-record-store";
export type { ConcurrencyStore, SlotRequest } from "./policies/concurrency-store";
export { MemoryApprovalStore } from "./policies/memory-approval-store";
export { MemoryCallRecordStore } from "./policies/memory-call-record-store";
export { MemoryConcurrencyStore } from "./policies/memory-concurrency-store";
export { MemoryRateLimitStore } from "./policies/memory-rate-limit-store";
export type { ExactlyOnceOptions, PolicyStores } from "./policies/policy-stores";
export type {
  RateLimit,
  RateLimitStore,
  RateRequest,
  RateReservation,
} from "./policies/rate-limit-store";
export type { RetryOptions } from "./policies/retry-options";
export { REDACTED } from "./redaction/redacted";
export { MemoryTaskStore } from "./tasks/memory-task-store";
export type { StoredBinary, StoredContentPart } from "./tasks/stored-content-part";
export type { AwaitTaskOptions, StartTaskOptions, TaskOptions } from "./tasks/task-options";
export type { FinishedTaskStatus, TaskStatus } from "./tasks/task-status";
export type {
  TaskCreateRequest,
  TaskCreation,
  TaskEnding,
  TaskLookup,
  TaskOutcome,
  TaskRecord,
  TaskReport,
  TaskReportAnswer,
  TaskStore,
} from "./tasks/task-store";
export type { TaskProgress, ToolTask } from "./tasks/tool-task";
export type {
  CheckedSchemaSpec,
  DefinedTool,
  ExecuteResult,
  InferSpec,
  OutputCheck,
  ReturnOfSpec,
  SchemaOfSpec,
  SchemaSpec,
  SchemaSpecShape,
  ToolSpec,
} from "./tool/define-tool";
export { defineTool } from "./tool/define-tool";
export type { ToolsModule, ToolsModuleProblem } from "./tool/load-tools-module";
export { loadToolsModule } from "./tool/load-tools-module";
export type { AnyTool, ToolOptions } from "./tool/tool";
export { Tool } from "./tool/tool";
export type { ToolEffects } from "./tool/tool-effects";
export { ToolRegistry } from "./tool/tool-registry";
