// The credential options of connectMcpServer, checked: each mistake a TypeError naming the
// option, never a value.
import type { CredentialResolver } from "@kit/tools";
import {
  type CredentialPlan,
  type CredentialSlot,
  checkCredentialName,
} from "./connection-credentials";

function fail(message: string): never {
  throw new TypeError(`connectMcpServer(): ${message}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads `credentials` with `credentialEnv` (stdio) or `credentialHeaders` and `bearerCredential`
 * (HTTP). `given` is the plain keys of `env` or `headers`: a key filled both ways is refused.
 * @returns the plan, or `undefined` when no credential is named.
 * @throws TypeError naming the option at fault.
 */
export function readCredentialOptions(
  options: Readonly<Record<string, unknown>>,
  kind: "stdio" | "http",
  given: readonly string[],
): CredentialPlan | undefined {
  const slots: CredentialSlot[] = [];
  const other = kind === "stdio" ? ["credentialHeaders", "bearerCredential"] : ["credentialEnv"];
  for (const key of other) {
    if (options[key] !== undefined) {
      fail(
        `'${key}' is for ${kind === "stdio" ? "an HTTP ('url')" : "a stdio ('command')"} connection.`,
      );
    }
  }
  if (kind === "stdio" && options.credentialEnv !== undefined) {
    const map = options.credentialEnv;
    if (!isRecord(map)) fail("'credentialEnv' must be an object of credential names.");
    for (const [variable, credential] of Object.entries(map)) {
      const name = checkCredentialName(credential, `credentialEnv.${variable}`);
      slots.push({ key: variable, credential: name, prefix: "" });
    }
  }
  if (kind === "http") {
    const map = options.credentialHeaders;
    if (map !== undefined && !isRecord(map)) {
      fail("'credentialHeaders' must be an object of credential names.");
    }
    for (const [header, entry] of Object.entries(map ?? {})) {
      slots.push(headerSlot(header, entry));
    }
    if (options.bearerCredential !== undefined) {
      const name = checkCredentialName(options.bearerCredential, "bearerCredential");
      slots.push({ key: "Authorization", credential: name, prefix: "Bearer " });
    }
  }
  if (slots.length === 0) return undefined;
  const option = kind === "stdio" ? "credentialEnv" : "credentialHeaders";
  const seen = new Set(given.map((key) => fold(key, kind)));
  for (const slot of slots) {
    const key = fold(slot.key, kind);
    if (seen.has(key)) {
      fail(
        `'${slot.key}' is given twice: in '${kind === "stdio" ? "env" : "headers"}' or '${option}' or 'bearerCredential'; keep one.`,
      );
    }
    seen.add(key);
  }
  const resolver = options.credentials as CredentialResolver | undefined;
  if (typeof resolver?.resolve !== "function") {
    fail(
      `'${option}' names credentials, so 'credentials' must resolve them: a CredentialManager or anything with its resolve(names, options).`,
    );
  }
  return { resolver, slots };
}

function headerSlot(header: string, entry: unknown): CredentialSlot {
  if (typeof entry === "string") {
    return {
      key: header,
      credential: checkCredentialName(entry, `credentialHeaders.${header}`),
      prefix: "",
    };
  }
  if (!isRecord(entry)) {
    fail(`'credentialHeaders.${header}' must be a credential name or { credential, prefix }.`);
  }
  for (const key of Object.keys(entry)) {
    if (key !== "credential" && key !== "prefix") {
      fail(`'credentialHeaders.${header}.${key}' is not an option: use 'credential' and 'prefix'.`);
    }
  }
  const credential = checkCredentialName(
    entry.credential,
    `credentialHeaders.${header}.credential`,
  );
  const prefix = entry.prefix ?? "";
  if (typeof prefix !== "string") fail(`'credentialHeaders.${header}.prefix' must be a string.`);
  return { key: header, credential, prefix };
}

// Header names are case-insensitive; variable names are not (on POSIX).
function fold(key: string, kind: "stdio" | "http"): string {
  return kind === "http" ? key.toLowerCase() : key;
}
