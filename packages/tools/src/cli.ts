#!/usr/bin/env node
// The kit-tools command line: `kit-tools contracts <module>` checks the tools' contracts.
import { runContractsCommand } from "./contracts/internal/contracts-command";

runContractsCommand(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`kit-tools: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
