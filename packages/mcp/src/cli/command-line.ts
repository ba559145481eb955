// What kit-mcp was asked to do, read from its arguments.

import { parseArgs } from "node:util";
import { isLoopbackHost } from "../server/internal/http-guard";
import type { McpTaskOptions } from "../server/tasks/mcp-task-options";
import { DEFAULT_MAX_RESULT_LENGTH, MIN_RESULT_LENGTH } from "../shared/result-text";

/** The usage text, printed for --help and with every usage error. */
export const USAGE = `Usage:
  kit-mcp serve <module>                    serve the module's tools over stdio
  kit-mcp serve <module> --http [options]   serve them over Streamable HTTP, at /mcp
  kit-mcp serve [module] --upstream <file>  also serve the tools of the MCP servers
                                            listed in a JSON config file (a gateway)

<module> is an ES module or CommonJS file whose default export, or export 'tools',
is a ToolRegistry or an array of tools; an export 'executor' is the ToolExecutor
that runs them (credentials, timeouts, telemetry).

A TypeScript module (.ts, .mts, .cts) loads as it is where Node.js strips types:
22.18 and later (22.6 to 22.17 with node --experimental-strip-types), without
enums, namespaces or parameter properties. Elsewhere, or for those, run kit-mcp
through tsx (npm i -D tsx):
  node --import tsx node_modules/@kit/mcp/dist/cli.js serve tools.ts
or serve the module built to JavaScript.

Options:
  --upstream <file>          a gateway config: {"upstreams": [{"name", "command"
                             or "url", "prefix", ...}], "executor": {...}}; the
                             module becomes optional (see docs/mcp.md, Gateway)
  --max-result-length <n>    most characters of a result's text (default 100000,
                             at least 100); longer text is cut with a marker, a
                             longer structured output is an isError result
  --tasks <names|all>        tools a client may call as MCP tasks: "all", or
                             names separated by commas (see docs/tasks.md); tasks
                             live in the module executor's stores.tasks
  --tasks-required <names>   tools that must be called as tasks (commas)
  --tasks-ask-first <names>  task tools whose questions come before their task
                             (protocol 2026-07-28; commas)

HTTP options:
  --host <host>              address to listen on (default 127.0.0.1)
  --port <port>              port to listen on (default 3000; 0 picks a free one)
  --allow-origin <origin>    also accept requests from this Origin (repeatable;
                             loopback origins are always accepted)
  --max-body-bytes <bytes>   largest request body (default 1048576)
  --poll-after <ms>          close a tool call's event stream after <ms> without
                             its answer; a client of protocol 2025-11-25 then
                             polls for the rest (GET with Last-Event-ID), from
                             this same process (default: the stream stays open)
  --no-auth                  serve without a token, for local testing only:
                             allowed only on a loopback host (127.0.0.1, ::1,
                             localhost) and without --allow-origin; requests
                             whose Host or Origin is not loopback get 403

Over HTTP every request needs 'Authorization: Bearer <token>', with the token
from the environment variable KIT_MCP_TOKEN; without it the server does not start
(unless --no-auth), nor with one shorter than 16 characters or holding anything
but visible ASCII (no spaces, no control characters); try: openssl rand -hex 32.
`;

// The fewest characters a KIT_MCP_TOKEN may have: 16 random visible characters are already
// beyond guessing, and `openssl rand -hex 32` gives 64.
const MIN_TOKEN_LENGTH = 16;

/**
 * Why a `KIT_MCP_TOKEN` value cannot be a bearer token, or undefined when it can: too short
 * (under 16 characters), or holding a character other than visible ASCII
 * (a space, a control character, a non-ASCII letter), which a client cannot send after
 * `Bearer ` or would send differently. The value itself is never in the answer.
 */
export function tokenProblem(token: string): string | undefined {
  const bad = /[^\x21-\x7e]/.exec(token);
  if (bad !== null) {
    const code = bad[0].charCodeAt(0);
    const what = /\s/.test(bad[0])
      ? "whitespace"
      : code < 0x20 || code === 0x7f
        ? "a control character"
        : "a character outside visible ASCII";
    return `KIT_MCP_TOKEN holds ${what} (at position ${bad.index + 1}): a bearer token is visible ASCII only; try: openssl rand -hex 32`;
  }
  if (token.length < MIN_TOKEN_LENGTH) {
    return `KIT_MCP_TOKEN is too short to be a token: it needs at least ${MIN_TOKEN_LENGTH} characters; try: openssl rand -hex 32`;
  }
  return undefined;
}

/** Options of a Streamable HTTP server. */
export interface HttpOptions {
  readonly host: string;
  readonly port: number;
  /** Origins accepted besides loopback ones, each as `URL.origin` spells it. */
  readonly allowedOrigins: readonly string[];
  readonly maxBodyBytes: number;
  /**
   * No token asked (`--no-auth`): only on a loopback host, with no extra origin, and every
   * request's Host and Origin must be loopback.
   */
  readonly noAuth: boolean;
  /**
   * Milliseconds after which a resumable tool call's event stream is closed without its answer,
   * so that the client polls (`--poll-after`); undefined: streams stay open.
   */
  readonly pollAfterMs: number | undefined;
}

/** A parsed command line. */
export type Command =
  | { readonly kind: "help" }
  | {
      readonly kind: "serve";
      /** The module's path; undefined only with `upstream`. */
      readonly module: string | undefined;
      /** The gateway config file (`--upstream`), when given. */
      readonly upstream: string | undefined;
      /** The most characters of a result's text sent to a client. */
      readonly maxResultLength: number;
      readonly http: HttpOptions | undefined;
      /**
       * `--tasks`, `--tasks-required` and `--tasks-ask-first`: tools callable as MCP tasks;
       * undefined without the first two.
       */
      readonly tasks: McpTaskOptions | undefined;
    }
  | { readonly kind: "usage-error"; readonly message: string };

const DEFAULT_HTTP = { host: "127.0.0.1", port: 3000, maxBodyBytes: 1024 * 1024 };

/** Reads the arguments after `kit-mcp`. */
export function readCommandLine(args: readonly string[]): Command {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help === true) return { kind: "help" };
  const [command, module, ...rest] = positionals;
  if (command !== "serve") {
    return usageError(command === undefined ? "No command given" : `Unknown command '${command}'`);
  }
  const upstream = values.upstream;
  if (upstream === "") return usageError("--upstream needs the path of a config file");
  if (module === undefined && upstream === undefined) {
    return usageError("'serve' needs the path of a module, or --upstream <file>");
  }
  if (rest.length > 0) return usageError(`Unexpected argument '${rest[0]}'`);
  const maxResultLength = readInteger(
    values["max-result-length"],
    DEFAULT_MAX_RESULT_LENGTH,
    MIN_RESULT_LENGTH,
    Number.MAX_SAFE_INTEGER,
  );
  if (maxResultLength === undefined) {
    return usageError(`--max-result-length must be an integer of at least ${MIN_RESULT_LENGTH}`);
  }
  const tasks = readTasks(values.tasks, values["tasks-required"], values["tasks-ask-first"]);
  if (typeof tasks === "string") return usageError(tasks);
  const httpOnly = (
    ["host", "port", "allow-origin", "max-body-bytes", "no-auth", "poll-after"] as const
  ).filter((name) => values[name] !== undefined);
  if (values.http !== true) {
    return httpOnly.length === 0
      ? { kind: "serve", module, upstream, maxResultLength, http: undefined, tasks }
      : usageError(`--${httpOnly[0]} needs --http`);
  }
  const port = readInteger(values.port, DEFAULT_HTTP.port, 0, 65535);
  if (port === undefined) return usageError(`--port must be an integer from 0 to 65535`);
  const maxBodyBytes = readInteger(
    values["max-body-bytes"],
    DEFAULT_HTTP.maxBodyBytes,
    1,
    Number.MAX_SAFE_INTEGER,
  );
  if (maxBodyBytes === undefined) return usageError("--max-body-bytes must be a positive integer");
  const pollAfterMs =
    values["poll-after"] === undefined
      ? undefined
      : readInteger(values["poll-after"], 0, 1, Number.MAX_SAFE_INTEGER);
  if (pollAfterMs === undefined && values["poll-after"] !== undefined) {
    return usageError("--poll-after must be a positive integer (milliseconds)");
  }
  const allowedOrigins: string[] = [];
  for (const origin of values["allow-origin"] ?? []) {
    const normalized = readOrigin(origin);
    if (normalized === undefined) {
      return usageError(`--allow-origin '${origin}' is not an origin such as https://example.com`);
    }
    allowedOrigins.push(normalized);
  }
  const host = values.host ?? DEFAULT_HTTP.host;
  if (host === "") return usageError("--host must not be empty");
  const noAuth = values["no-auth"] === true;
  if (noAuth && !isLoopbackHost(host)) {
    return usageError(
      `--no-auth is allowed only on a loopback host (127.0.0.1, ::1, localhost), not '${host}': anyone who can reach the port could call the tools`,
    );
  }
  if (noAuth && allowedOrigins.length > 0) {
    return usageError(
      "--no-auth cannot be used with --allow-origin: without a token, only loopback pages may call",
    );
  }
  return {
    kind: "serve",
    module,
    upstream,
    maxResultLength,
    http: { host, port, allowedOrigins, maxBodyBytes, noAuth, pollAfterMs },
    tasks,
  };
}

function parse(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: {
      help: { type: "boolean", short: "h" },
      http: { type: "boolean" },
      host: { type: "string" },
      port: { type: "string" },
      "allow-origin": { type: "string", multiple: true },
      "max-body-bytes": { type: "string" },
      "max-result-length": { type: "string" },
      "no-auth": { type: "boolean" },
      "poll-after": { type: "string" },
      upstream: { type: "string" },
      tasks: { type: "string" },
      "tasks-required": { type: "string" },
      "tasks-ask-first": { type: "string" },
    },
  });
}

// --tasks all | a,b, --tasks-required a,b and --tasks-ask-first a,b as the tasks option; a usage
// problem as a string.
function readTasks(
  tools: string | undefined,
  required: string | undefined,
  askFirst: string | undefined,
): McpTaskOptions | undefined | string {
  if (tools === undefined && required === undefined) {
    return askFirst === undefined
      ? undefined
      : "--tasks-ask-first needs --tasks or --tasks-required";
  }
  const names = (text: string): string[] => text.split(",").map((name) => name.trim());
  if (tools !== undefined && (tools === "" || names(tools).includes(""))) {
    return '--tasks needs "all" or tool names separated by commas';
  }
  if (required !== undefined && (required === "" || names(required).includes(""))) {
    return "--tasks-required needs tool names separated by commas";
  }
  if (askFirst !== undefined && (askFirst === "" || names(askFirst).includes(""))) {
    return "--tasks-ask-first needs tool names separated by commas";
  }
  return {
    tools: tools === undefined ? [] : tools === "all" ? "all" : names(tools),
    required: required === undefined ? [] : names(required),
    ...(askFirst === undefined ? {} : { askFirst: names(askFirst) }),
  };
}

function usageError(message: string): Command {
  return { kind: "usage-error", message };
}

function readInteger(
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number | undefined {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function readOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.origin === "null" ? undefined : url.origin;
  } catch {
    return undefined;
  }
}
