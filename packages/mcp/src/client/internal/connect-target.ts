// What a connect reaches: the server's target with its named credentials resolved now, and what
// that target sends to prove who it is (for the hint of a refusal).
import { McpConnectionError } from "../../errors/mcp-connection-error";
import { type CredentialPlan, resolveSlots, withCredentials } from "./connection-credentials";
import type { CredentialsSent } from "./connection-failure";
import type { ServerTarget } from "./open-client";
import type { SecretValues } from "./secret-values";

/** The parts of a connection's settings a connect's target is made of. */
export interface TargetSettings {
  /** The server's label. */
  readonly name: string;
  readonly target: ServerTarget;
  readonly credentials: CredentialPlan | undefined;
  readonly timeoutMs: number;
}

/**
 * The target with its credentials, resolved now: a rotated secret is used from the next connect
 * on, and every value it ever had is added to `secrets`, never to be shown.
 * @throws McpConnectionError naming the credentials when one cannot be resolved in time.
 */
export async function resolveTarget(
  settings: TargetSettings,
  secrets: SecretValues,
  signal: AbortSignal,
): Promise<ServerTarget> {
  const { target, credentials, timeoutMs } = settings;
  if (credentials === undefined) return target;
  try {
    const { byKey, values } = await resolveSlots(credentials, signal);
    secrets.add(values);
    return withCredentials(target, byKey);
  } catch (error) {
    const names = [...new Set(credentials.slots.map((slot) => `'${slot.credential}'`))];
    const why = signal.aborted
      ? `timed out after ${timeoutMs} ms`
      : secrets.clean(error instanceof Error ? error.message : String(error));
    throw new McpConnectionError({
      server: settings.name,
      reason: `cannot resolve its credentials (${names.join(", ")}): ${why}`,
      cause: secrets.cleanError(error),
    });
  }
}

/** What a target sends to prove who it is, for the hint of a refusal. */
export function credentialsSent(target: ServerTarget): CredentialsSent {
  if (target.kind === "stdio") return "none";
  if (target.auth !== undefined) return "oauth";
  return Object.keys(target.headers).length > 0 ? "headers" : "none";
}
