// The credentials a connection names (`credentialEnv`, `credentialHeaders`, `bearerCredential`):
// checked once with the options, resolved on every connect, so a rotated secret is picked up.
import type { CredentialResolver } from "@kit/tools";
import type { ServerTarget } from "./open-client";

/** One header or variable filled from a credential. */
export interface CredentialSlot {
  /** The header or variable. */
  readonly key: string;
  /** The credential's name. */
  readonly credential: string;
  /** Put before the value (headers only). */
  readonly prefix: string;
}

/** What to resolve, and where the values go. */
export interface CredentialPlan {
  readonly resolver: CredentialResolver;
  /** Headers (HTTP) or variables (stdio). */
  readonly slots: readonly CredentialSlot[];
}

// The credential name rule of @kit/credentials.
const CREDENTIAL_NAME = /^[A-Za-z0-9._-]{1,128}$/;

// Whether `name` follows the credential name rule (never `.` or `..`).
function isCredentialName(name: unknown): name is string {
  return typeof name === "string" && CREDENTIAL_NAME.test(name) && name !== "." && name !== "..";
}

/**
 * Checks one slot's credential name.
 * @throws TypeError naming the option when it is not a credential name.
 */
export function checkCredentialName(name: unknown, option: string): string {
  if (!isCredentialName(name)) {
    throw new TypeError(
      `connectMcpServer(): '${option}' must be a credential name: 1 to 128 letters, digits, '-', '_' or '.'.`,
    );
  }
  return name;
}

/**
 * Resolves the plan's credentials, every name at once.
 * @returns the value of each slot (prefix included), by its key, and the raw values.
 * @throws what the resolver throws; an Error naming each credential it left out.
 */
export async function resolveSlots(
  plan: CredentialPlan,
  signal: AbortSignal,
): Promise<{ readonly byKey: Readonly<Record<string, string>>; readonly values: string[] }> {
  const names = [...new Set(plan.slots.map((slot) => slot.credential))];
  const resolved = await plan.resolver.resolve(names, { signal });
  const missing = names.filter((name) => typeof resolved?.[name] !== "string");
  if (missing.length > 0) {
    const list = missing.map((name) => `'${name}'`).join(", ");
    throw new Error(`the credential resolver returned no value for ${list}`);
  }
  const byKey: Record<string, string> = {};
  const values: string[] = [];
  for (const slot of plan.slots) {
    const value = resolved[slot.credential] as string;
    values.push(value);
    byKey[slot.key] = slot.prefix + value;
  }
  return { byKey, values };
}

/** The target with the resolved values added to its env (stdio) or headers (HTTP). */
export function withCredentials(
  target: ServerTarget,
  byKey: Readonly<Record<string, string>>,
): ServerTarget {
  if (target.kind === "stdio") return { ...target, env: { ...target.env, ...byKey } };
  return { ...target, headers: { ...target.headers, ...byKey } };
}
