// What MCP tasks look like on the wire, in both eras, read into kit's shape: 2025-11-25's
// experimental `tasks/*` (`params.task` on the call, `{ task }` back, `ttl`/`pollInterval`) and
// 2026-07-28's `io.modelcontextprotocol/tasks` extension (`resultType: "task"`, `ttlMs`/
// `pollIntervalMs`, the result or error inlined in `tasks/get`). The SDK's client has no task
// runtime; it sends these requests with a schema that takes the result as the server wrote it.
import type { TaskStatus } from "@kit/tools";
import {
  CLIENT_CAPABILITIES_META_KEY,
  type Client,
  type ClientCapabilities,
  type StandardSchemaV1,
} from "@modelcontextprotocol/client";
import type { McpRemoteTask } from "../mcp-remote-task";

/** The extension's identifier (2026-07-28). */
const TASKS_EXTENSION = "io.modelcontextprotocol/tasks";

/** Where a 2026 `CreateTaskResult` is carried once the SDK lets it through (see passTaskResults). */
const CREATED_KEY = "kit.dev/created-task";

/** The task dialect a client speaks: its negotiated era's. */
export type TaskEra = "2025" | "2026";

/** A result as the server wrote it. */
export type RawResult = Record<string, unknown>;

/** The schema of a request whose result kit reads itself. */
export const RAW_RESULT: StandardSchemaV1<unknown, RawResult> = {
  "~standard": {
    version: 1,
    vendor: "kit",
    validate: (value) =>
      isObject(value) ? { value } : { issues: [{ message: "the result is not an object" }] },
  },
};

const STATUSES: ReadonlySet<string> = new Set([
  "working",
  "input_required",
  "completed",
  "failed",
  "cancelled",
]);

/** Whether a status is one a task never leaves. */
export function isFinished(status: TaskStatus): boolean {
  return status === "completed" || status === "failed" || status === "cancelled";
}

/** A plain object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The client's era, from the revision it negotiated. */
export function taskEra(client: Client): TaskEra {
  const version = client.getNegotiatedProtocolVersion() ?? "";
  return version < "2026" ? "2025" : "2026";
}

/** Whether the server takes tool calls as tasks at all: 2025's capability, 2026's extension. */
export function serverOffersTasks(client: Client): boolean {
  const capabilities = client.getServerCapabilities() as Record<string, unknown> | undefined;
  if (taskEra(client) === "2026") {
    const extensions = capabilities?.extensions;
    return isObject(extensions) && isObject(extensions[TASKS_EXTENSION]);
  }
  const tasks = capabilities?.tasks;
  const requests = isObject(tasks) ? tasks.requests : undefined;
  const tools = isObject(requests) ? requests.tools : undefined;
  return isObject(tools) && isObject(tools.call);
}

/** The `_meta` that declares the extension on one 2026 request, beside the client's capabilities. */
export function extensionMeta(capabilities: ClientCapabilities): Record<string, unknown> {
  const extensions = isObject(capabilities.extensions) ? capabilities.extensions : {};
  return {
    [CLIENT_CAPABILITIES_META_KEY]: {
      ...capabilities,
      extensions: { ...extensions, [TASKS_EXTENSION]: {} },
    },
  };
}

/**
 * Lets a 2026 `CreateTaskResult` reach kit: the SDK's 2026 decoder refuses a `resultType` it
 * does not know, so the result is carried inside a complete one, under a key of kit's.
 */
export function passTaskResults(client: Client): void {
  const transport = client.transport;
  if (transport === undefined) return;
  const inner = transport.onmessage;
  transport.onmessage = (message, extra) => {
    const result = (message as { result?: unknown }).result;
    if (isObject(result) && result.resultType === "task") {
      const carried = {
        ...message,
        result: { resultType: "complete", content: [], _meta: { [CREATED_KEY]: result } },
      };
      inner?.(carried as typeof message, extra);
      return;
    }
    inner?.(message, extra);
  };
}

/** The task a call's result holds (2025's `{ task }`, 2026's `resultType: "task"`), if any. */
export function createdTask(result: RawResult): unknown {
  const meta = result._meta;
  if (isObject(meta) && CREATED_KEY in meta) return meta[CREATED_KEY];
  return isObject(result.task) ? result.task : undefined;
}

/** A `tasks/get` result without kit's carrier, as the server wrote it. */
export function unwrapTask(result: RawResult): RawResult {
  const meta = result._meta;
  const inner = isObject(meta) ? meta[CREATED_KEY] : undefined;
  return isObject(inner) ? inner : result;
}

function time(value: unknown): number {
  const parsed = typeof value === "string" ? Date.parse(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : Date.now();
}

function milliseconds(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * A server's task object in kit's shape (frozen).
 * @throws Error when it has no string `taskId` or no known `status`.
 */
export function readTask(raw: unknown, clean: (text: string) => string): McpRemoteTask {
  if (!isObject(raw) || typeof raw.taskId !== "string" || raw.taskId === "") {
    throw new Error("The server sent a task without a 'taskId'.");
  }
  if (typeof raw.status !== "string" || !STATUSES.has(raw.status)) {
    throw new Error(`The server sent task '${raw.taskId}' with an unknown status.`);
  }
  const ttl = raw.ttlMs !== undefined ? raw.ttlMs : raw.ttl;
  return Object.freeze({
    taskId: raw.taskId,
    status: raw.status as TaskStatus,
    message: typeof raw.statusMessage === "string" ? clean(raw.statusMessage) : undefined,
    createdAt: time(raw.createdAt),
    updatedAt: time(raw.lastUpdatedAt),
    ttlMs: ttl === null ? null : (milliseconds(ttl) ?? null),
    pollIntervalMs: milliseconds(raw.pollIntervalMs ?? raw.pollInterval),
  });
}
