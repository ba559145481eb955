#!/usr/bin/env node
// The kit-mcp command line: serves a module's tools over stdio or Streamable HTTP.
import { runCli } from "./cli/run-cli";

runCli(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`kit-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
