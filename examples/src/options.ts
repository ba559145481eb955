// The demo's command line.
import { CREDENTIAL_SOURCES, type CredentialSource } from "./credentials";

/** What the command line asked for. */
export interface DemoOptions {
  readonly credentials: CredentialSource;
  /** Print every span through the console exporter, not only one. */
  readonly spans: boolean;
  /** Serve the tools over MCP on stdio instead of running the demo. */
  readonly mcp: boolean;
}

/** The usage text. */
export const USAGE = `Usage: pnpm demo [--credentials=dotenv|secrets-dir] [--spans] [--mcp]
  --credentials=dotenv       read the weather API key from a dotenv file (default)
  --credentials=secrets-dir  read it from a secrets directory (one file per credential)
  --spans                    print every span with the OpenTelemetry console exporter
  --mcp                      serve the demo's tools over MCP on stdin/stdout`;

/**
 * Reads the arguments.
 * @throws Error naming the argument that is not understood.
 */
export function parseOptions(args: readonly string[]): DemoOptions {
  let credentials: CredentialSource = "dotenv";
  let spans = false;
  let mcp = false;
  for (const arg of args) {
    if (arg === "--spans") spans = true;
    else if (arg === "--mcp") mcp = true;
    else if (arg.startsWith("--credentials=")) {
      const value = arg.slice("--credentials=".length);
      if (!(CREDENTIAL_SOURCES as readonly string[]).includes(value)) {
        throw new Error(
          `--credentials must be one of ${CREDENTIAL_SOURCES.join(", ")}, got '${value}'`,
        );
      }
      credentials = value as CredentialSource;
    } else if (arg !== "--") {
      throw new Error(`unknown argument '${arg}'`);
    }
  }
  return { credentials, spans, mcp };
}
