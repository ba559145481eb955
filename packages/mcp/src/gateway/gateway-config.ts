// What a gateway config file holds, once read and checked (read-gateway-config.ts).
import type { ToolExecutorOptions } from "@kit/tools";
import type { ConnectMcpServerOptions } from "../client/connect-mcp-server-options";

/** One upstream server of the gateway. */
export interface UpstreamConfig {
  /** Its name, unique in the file: its label in messages and its tools' `mcp.server` tag. */
  readonly name: string;
  /** Where it is in the file (`upstreams[1]`), for messages. */
  readonly path: string;
  /** Its connection, without `credentials` (the gateway gives its resolver). */
  readonly options: ConnectMcpServerOptions & { readonly name: string };
}

/** The executor options a config may give (what JSON can say). */
export type ExecutorConfig = Pick<
  ToolExecutorOptions,
  "timeoutMs" | "retry" | "maxConcurrency" | "toolConcurrency" | "toolRateLimits"
>;

/** A gateway config file, checked. */
export interface GatewayConfig {
  /** The file, as given on the command line. */
  readonly file: string;
  /** The upstream servers, in the file's order. */
  readonly upstreams: readonly UpstreamConfig[];
  /** Options of the executor that runs every tool, when the module exports none. */
  readonly executor: ExecutorConfig | undefined;
}

/** The keys an `executor` object may have. */
export const EXECUTOR_KEYS: readonly (keyof ExecutorConfig)[] = [
  "timeoutMs",
  "retry",
  "maxConcurrency",
  "toolConcurrency",
  "toolRateLimits",
];
