// The demo's tools as a module of tools, the form `kit-mcp serve` reads: `pnpm demo --mcp` and
// the `mcp` script serve it with kit-mcp, the same executor policies included. Its set-up (the
// sandbox, the credential, the weather server) lives as long as the process; kit-mcp exits the
// process when stdin closes or on SIGINT/SIGTERM, and the temporary directory goes with it.
import { rmSync } from "node:fs";
import { CREDENTIAL_SOURCES, CREDENTIALS_VARIABLE, type CredentialSource } from "./credentials";
import { demoExecutor } from "./executor";
import { draftsOnlyReviewer } from "./reviewer";
import { setUp } from "./setup";

const log = (line: string): void => void process.stderr.write(`kit demo: ${line}\n`);

function credentialSource(): CredentialSource {
  const value = process.env[CREDENTIALS_VARIABLE] ?? "dotenv";
  if (!(CREDENTIAL_SOURCES as readonly string[]).includes(value)) {
    throw new Error(
      `${CREDENTIALS_VARIABLE} must be one of ${CREDENTIAL_SOURCES.join(", ")}, got '${value}'`,
    );
  }
  return value as CredentialSource;
}

const setup = await setUp(credentialSource());
process.once("exit", () => rmSync(setup.workspace.directory, { recursive: true, force: true }));

/** The demo's nine tools. */
export const tools = setup.registry;

/** The demo's executor: the key from the chosen backend, retries, approval of drafts only. */
export const executor = demoExecutor(
  setup.credentials.provider,
  draftsOnlyReviewer((line) => log(`approval ${line}`)),
);

log(
  `serving ${[...tools].map((tool) => tool.name).join(", ")} over MCP on stdio (sandbox ${setup.workspace.sandbox}, key from the ${setup.credentials.location}); close stdin or press Ctrl+C to stop`,
);
