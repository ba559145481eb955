// An executor whose credential manager holds the canary, and a recorder of its events.
import { CredentialManager, StaticCredentialProvider } from "@kit/credentials";
import { CANARY } from "@kit/test-support";
import { type ToolEventName, ToolExecutor, type ToolExecutorOptions } from "@kit/tools";

/** The credential name under which {@link canaryCredentials} holds the canary. */
export const CANARY_CREDENTIAL = "weather-api-key";

/** A credential manager that resolves {@link CANARY_CREDENTIAL} to the canary, and nothing else. */
export function canaryCredentials(): CredentialManager {
  return new CredentialManager(new StaticCredentialProvider({ [CANARY_CREDENTIAL]: CANARY }));
}

/** One recorded event: its name and the call it belongs to. */
export interface RecordedEvent {
  readonly name: ToolEventName;
  readonly callId: string;
  readonly payload: unknown;
}

const EVENT_NAMES = [
  "tool.execution.started",
  "tool.execution.completed",
  "tool.execution.failed",
] as const satisfies readonly ToolEventName[];

/** Subscribes to every event of an executor and records them in order. */
export function recordEvents(executor: ToolExecutor): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  for (const name of EVENT_NAMES) {
    executor.on(name, (payload) => void events.push({ name, callId: payload.callId, payload }));
  }
  return events;
}

/**
 * An executor with {@link canaryCredentials} (unless `options.credentials` says otherwise) and
 * the events it emits.
 * @param options - the executor's options, such as `timeoutMs`.
 */
export function canaryExecutor(options: ToolExecutorOptions = {}): {
  executor: ToolExecutor;
  events: RecordedEvent[];
} {
  const executor = new ToolExecutor({ credentials: canaryCredentials(), ...options });
  return { executor, events: recordEvents(executor) };
}
