// The options of connectMcpServer, checked once: every mistake a TypeError or RangeError that
// names the option, never with a value of `env` or `headers` in it.
import { basename } from "node:path";
import type { ConnectMcpServerOptions } from "../connect-mcp-server-options";
import { recordSecrets } from "./header-secrets";
import { readCredentialOptions } from "./read-credential-options";
import { readOAuthOptions } from "./read-oauth-options";
import type { ConnectionSettings } from "./remote-connection";

const DEFAULT_TIMEOUT_MS = 30_000;
const PREFIX = /^[A-Za-z0-9_-]{0,32}$/;

function fail(message: string): never {
  throw new TypeError(`connectMcpServer(): ${message}`);
}

function stringRecord(value: unknown, option: string): Readonly<Record<string, string>> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    fail(`'${option}' must be an object of strings.`);
  }
  const copy: Record<string, string> = {};
  for (const [key, each] of Object.entries(value)) {
    // The key is named, never the value: it may be a secret.
    if (typeof each !== "string") fail(`'${option}.${key}' must be a string.`);
    copy[key] = each;
  }
  return copy;
}

function optionalFunction(value: unknown, option: string): void {
  if (value !== undefined && typeof value !== "function") fail(`'${option}' must be a function.`);
}

/**
 * Checks the options and fills the defaults.
 * @throws TypeError naming the option at fault; RangeError for a bad `timeoutMs`.
 */
export function readOptions(options: ConnectMcpServerOptions): ConnectionSettings {
  if (typeof options !== "object" || options === null) fail("options must be an object.");
  const given = options as unknown as Partial<Record<string, unknown>>;
  const hasCommand = given.command !== undefined;
  const hasUrl = given.url !== undefined;
  if (hasCommand === hasUrl)
    fail("give either 'command' (stdio) or 'url' (HTTP), not both or neither.");
  const { prefix = "", timeoutMs = DEFAULT_TIMEOUT_MS, handlers = {}, onToolsChanged } = options;
  if (typeof prefix !== "string" || !PREFIX.test(prefix)) {
    fail(
      "'prefix' must be at most 32 letters, digits, '_' or '-', so tool names stay valid for every provider.",
    );
  }
  if (typeof timeoutMs !== "number" || !Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new RangeError(
      "connectMcpServer(): 'timeoutMs' must be a positive finite number of milliseconds.",
    );
  }
  if (typeof handlers !== "object" || handlers === null) fail("'handlers' must be an object.");
  for (const key of ["elicit", "sample", "onLog"] as const) {
    optionalFunction(handlers[key], `handlers.${key}`);
  }
  optionalFunction(onToolsChanged, "onToolsChanged");
  const { tasks = "auto" } = options;
  if (tasks !== "auto" && tasks !== "prefer" && tasks !== "never") {
    fail("'tasks' must be 'auto', 'prefer' or 'never'.");
  }
  if (given.name !== undefined && (typeof given.name !== "string" || given.name === "")) {
    fail("'name' must be a non-empty string.");
  }
  const common = { prefix, timeoutMs, handlers, onToolsChanged, tasks };
  if ("command" in options && options.command !== undefined) {
    const { command, args = [], env, cwd } = options;
    if (given.auth !== undefined) fail("'auth' (OAuth) is for servers reached over HTTP ('url').");
    if (typeof command !== "string" || command === "")
      fail("'command' must be a non-empty string.");
    if (!Array.isArray(args) || args.some((arg) => typeof arg !== "string")) {
      fail("'args' must be an array of strings.");
    }
    if (cwd !== undefined && typeof cwd !== "string") fail("'cwd' must be a string.");
    const environment = env === undefined ? undefined : stringRecord(env, "env");
    const credentials = readCredentialOptions(given, "stdio", Object.keys(environment ?? {}));
    return {
      ...common,
      credentials,
      name: options.name ?? basename(command),
      target: { kind: "stdio", command, args: [...args], env: environment, cwd },
      secrets: recordSecrets(environment ?? {}),
    };
  }
  const { url, headers, auth } = options as { url: unknown; headers?: unknown; auth?: unknown };
  let parsed: URL;
  try {
    parsed = new URL(url as string | URL);
  } catch {
    fail("'url' must be an absolute http: or https: URL.");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    fail("'url' must be an absolute http: or https: URL.");
  }
  const headerValues = headers === undefined ? {} : stringRecord(headers, "headers");
  const credentials = readCredentialOptions(given, "http", Object.keys(headerValues));
  const oauth = auth === undefined ? undefined : readOAuthOptions(auth, parsed);
  // A password in the URL is a secret too, as the URL spells it (%-escaped: what an error
  // showing the URL holds) and decoded.
  // A header's bare token too (`Authorization: Bearer <token>`: the token), which a server may
  // repeat without its scheme.
  const secrets = [...recordSecrets(headerValues), ...urlPasswords(parsed)];
  return {
    ...common,
    credentials,
    name: (given.name as string | undefined) ?? parsed.host,
    target: { kind: "http", url: parsed, headers: headerValues, auth: oauth },
    secrets,
  };
}

// The URL's password, %-escaped and decoded (the escaped form alone when it does not decode).
function urlPasswords(url: URL): string[] {
  const escaped = url.password;
  try {
    return [escaped, decodeURIComponent(escaped)];
  } catch {
    return [escaped];
  }
}
