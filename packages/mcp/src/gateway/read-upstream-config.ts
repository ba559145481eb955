// One entry of a gateway config's `upstreams`, checked key by key.
import { resolve } from "node:path";
import type { CredentialHeader } from "../client/credential-header";
import type { McpTaskMode } from "../client/mcp-remote-task";
import { ConfigReader, kind } from "./config-reader";
import type { UpstreamConfig } from "./gateway-config";

const COMMON = ["name", "prefix", "timeoutMs", "tasks"];
const TASK_MODES: readonly McpTaskMode[] = ["auto", "prefer", "never"];
const STDIO = ["command", "args", "env", "cwd", "credentialEnv"];
const HTTP = ["url", "headers", "credentialHeaders", "bearerCredential"];

/**
 * Reads `upstreams[index]`. A relative `cwd` is taken from the config file's directory.
 * @throws ConfigProblem naming the file and the JSON path at fault.
 */
export function readUpstreamConfig(
  file: string,
  directory: string,
  index: number,
  value: unknown,
): UpstreamConfig {
  const path = `upstreams[${index}]`;
  const entry = new ConfigReader(file, path, value);
  entry.onlyKeys([...COMMON, ...STDIO, ...HTTP]);
  const name = entry.string("name");
  if (name === undefined) throw entry.problem("needs a 'name': the upstream's label in messages");
  const common = {
    name,
    ...optional("prefix", entry.string("prefix")),
    ...optional("timeoutMs", entry.positiveNumber("timeoutMs")),
    ...optional("tasks", taskMode(entry)),
  };
  const stdio = entry.has("command");
  if (stdio === entry.has("url")) {
    throw entry.problem(
      "needs either 'command' (stdio) or 'url' (Streamable HTTP), not both or neither",
    );
  }
  for (const key of stdio ? HTTP : STDIO) {
    if (entry.has(key)) {
      throw entry.problem(
        `is for ${stdio ? "an HTTP ('url')" : "a stdio ('command')"} upstream`,
        key,
      );
    }
  }
  if (stdio) {
    const cwd = entry.string("cwd");
    return {
      name,
      path,
      options: {
        ...common,
        command: entry.string("command") as string,
        ...optional("args", entry.strings("args")),
        ...optional("env", entry.stringRecord("env")),
        ...optional("cwd", cwd === undefined ? undefined : resolve(directory, cwd)),
        ...optional("credentialEnv", entry.stringRecord("credentialEnv")),
      },
    };
  }
  return {
    name,
    path,
    options: {
      ...common,
      url: entry.string("url") as string,
      ...optional("headers", entry.stringRecord("headers")),
      ...optional("credentialHeaders", credentialHeaders(entry)),
      ...optional("bearerCredential", entry.string("bearerCredential")),
    },
  };
}

// When the upstream's calls go as MCP tasks: connectMcpServer's `tasks`.
function taskMode(entry: ConfigReader): McpTaskMode | undefined {
  const value = entry.string("tasks");
  if (value === undefined || (TASK_MODES as readonly string[]).includes(value)) {
    return value as McpTaskMode | undefined;
  }
  throw entry.problem(`must be "auto", "prefer" or "never", not "${value}"`, "tasks");
}

function credentialHeaders(entry: ConfigReader): Record<string, CredentialHeader> | undefined {
  if (!entry.has("credentialHeaders")) return undefined;
  const headers = entry.object("credentialHeaders");
  const copy: Record<string, CredentialHeader> = {};
  for (const header of headers.keys()) {
    const value = headers.raw(header);
    if (typeof value === "string") {
      copy[header] = value;
      continue;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw headers.problem(
        `must be a credential name or { "credential", "prefix" }, not ${kind(value)}`,
        header,
      );
    }
    const slot = headers.object(header);
    slot.onlyKeys(["credential", "prefix"]);
    const credential = slot.string("credential");
    if (credential === undefined) throw slot.problem("needs a 'credential' name");
    const prefix = slot.raw("prefix");
    if (prefix !== undefined && typeof prefix !== "string") {
      throw slot.problem(`must be a string, not ${kind(prefix)}`, "prefix");
    }
    copy[header] = prefix === undefined ? { credential } : { credential, prefix };
  }
  return copy;
}

// A key only when it has a value (the options take exactOptionalPropertyTypes).
function optional<TKey extends string, TValue>(
  key: TKey,
  value: TValue | undefined,
): { [K in TKey]?: TValue } {
  return (value === undefined ? {} : { [key]: value }) as { [K in TKey]?: TValue };
}
