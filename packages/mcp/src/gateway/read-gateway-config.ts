// Reads and checks a gateway config file (`kit-mcp serve --upstream <file>`): every mistake
// names the file and the JSON path of the value at fault.
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { ConfigProblem } from "./config-problem";
import { ConfigReader, kind } from "./config-reader";
import {
  EXECUTOR_KEYS,
  type ExecutorConfig,
  type GatewayConfig,
  type UpstreamConfig,
} from "./gateway-config";
import { readUpstreamConfig } from "./read-upstream-config";

/**
 * Reads the file at `file` (relative to the working directory).
 * @throws ConfigProblem when it cannot be read, is not JSON, or holds a mistake.
 */
export async function readGatewayConfig(file: string): Promise<GatewayConfig> {
  let text: string;
  try {
    text = await readFile(resolve(file), "utf8");
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new ConfigProblem(
      file,
      "",
      `cannot read the file (${typeof code === "string" ? code : String(error)})`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigProblem(
      file,
      "",
      `is not JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const root = new ConfigReader(file, "", parsed);
  root.onlyKeys(["upstreams", "executor"]);
  const list = root.raw("upstreams");
  if (list === undefined) throw root.problem("needs 'upstreams': an array of upstream servers");
  if (!Array.isArray(list)) {
    throw root.problem(`must be an array of upstream servers, not ${kind(list)}`, "upstreams");
  }
  const directory = dirname(resolve(file));
  const upstreams: UpstreamConfig[] = [];
  list.forEach((value, index) => {
    const upstream = readUpstreamConfig(file, directory, index, value);
    const twin = upstreams.find((each) => each.name === upstream.name);
    if (twin !== undefined) {
      throw new ConfigProblem(
        file,
        `${upstream.path}.name`,
        `'${upstream.name}' is also the name of ${twin.path}: names are unique`,
      );
    }
    upstreams.push(upstream);
  });
  return { file, upstreams, executor: readExecutor(root) };
}

function readExecutor(root: ConfigReader): ExecutorConfig | undefined {
  if (!root.has("executor")) return undefined;
  const executor = root.object("executor");
  executor.onlyKeys(EXECUTOR_KEYS);
  const copy: Record<string, unknown> = {};
  for (const key of executor.keys()) copy[key] = executor.raw(key);
  return copy as ExecutorConfig;
}
