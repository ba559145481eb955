// Hot path: runs on every call of a tool that declares credentials.
// Resolves exactly a tool's declared credentials under the call's signal.
import { warnShortCredentials } from "../../redaction/internal/warn-short-credentials";
import type { CredentialResolver } from "../credential-resolver";
import type { CallAbort } from "./call-abort";
import type { CallState } from "./call-state";
import { pickCredentials } from "./pick-credentials";

/** What a tool without credentials receives. */
export const NO_CREDENTIALS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * Resolves the tool's declared credentials (none: `{}` at once) and teaches the call's
 * redactor their values; a value too short to hide inside other text is warned about, once
 * per credential name.
 * @returns exactly the declared names (frozen).
 * @throws Error when the tool declares credentials and the executor has no resolver; the
 * resolver's error, or the signal's reason on abort.
 */
export async function resolveCredentials(
  call: CallState,
  resolver: CredentialResolver | undefined,
  abort: CallAbort,
): Promise<Readonly<Record<string, string>>> {
  const { tool } = call;
  const names = tool.credentialNames;
  if (names.length === 0) return NO_CREDENTIALS;
  if (resolver === undefined) {
    throw new Error(
      `Tool '${tool.name}' needs credentials (${names.join(", ")}) but the executor has no credential manager (its \`credentials\` option).`,
    );
  }
  const { signal } = abort;
  const resolved = await abort.race(resolver.resolve(names, { signal }));
  const credentials = pickCredentials(names, resolved);
  call.addSecrets(Object.values(credentials));
  warnShortCredentials(credentials);
  signal.throwIfAborted();
  return credentials;
}
