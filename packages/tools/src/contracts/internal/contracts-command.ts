// kit-tools from arguments to an exit code: loads the module, reads or writes the lock, prints
// every change and what breaks the version rule. 2 for a usage error or a module that cannot be
// loaded, 1 for a check that fails, 0 otherwise.
import { readFile, writeFile } from "node:fs/promises";
import { runDeclarationsCommand } from "../../declarations/internal/declarations-command";
import { indentLines } from "../../internal/indent-lines";
import { loadToolsModule } from "../../tool/load-tools-module";
import type { AnyTool } from "../../tool/tool";
import { type ToolContract, toolContract } from "../tool-contract";
import type { ChangeEntry } from "./change-entry";
import { readCommandLine, USAGE } from "./command-line";
import { contractChanges } from "./contract-changes";
import { formatLock, parseLock } from "./contracts-lock";
import { parseVersion } from "./semantic-version";
import { versionProblems } from "./version-rule";

/** Where the command writes. */
export interface CommandOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

const PREFIX = "kit-tools: ";

/**
 * Runs kit-tools with the arguments after the program's name.
 * @returns the exit code.
 */
export async function runContractsCommand(
  args: readonly string[],
  output: CommandOutput,
): Promise<number> {
  const command = readCommandLine(args);
  if (command.kind === "help") {
    output.stdout(USAGE);
    return 0;
  }
  if (command.kind === "usage-error") {
    output.stderr(`${PREFIX}${command.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.kind === "declarations") return runDeclarationsCommand(command, output);
  const fail = (code: number, message: string): number => {
    output.stderr(`${PREFIX}${message}\n`);
    return code;
  };
  const module = await loadToolsModule(command.module);
  if ("problem" in module) return fail(2, module.problem);
  const contracts = readContracts([...module.tools], command.module);
  if ("problem" in contracts) return fail(2, contracts.problem);
  const lock = await readLock(command.lock);
  if (command.update) {
    const bad = contracts.list.filter((contract) => parseVersion(contract.version) === undefined);
    if (bad.length > 0) {
      const lines = bad.map((contract) => `${contract.name}: version '${contract.version}'`);
      return fail(
        1,
        `not written: versions must be semantic versions (major.minor.patch, such as 1.4.0):${indentLines(lines)}`,
      );
    }
    if ("contracts" in lock) printChanges(contractChanges(lock.contracts, contracts.list), output);
    try {
      await writeFile(command.lock, formatLock(contracts.list));
    } catch (error) {
      return fail(1, `cannot write '${command.lock}': ${describe(error)}`);
    }
    const written = contracts.list.map((contract) => `${contract.name} ${contract.version}`);
    output.stdout(
      `Wrote ${command.lock}: ${count(written.length, "tool")}${indentLines(written.sort())}\n`,
    );
    return 0;
  }
  if ("problem" in lock) return fail(1, lock.problem);
  const changes = contractChanges(lock.contracts, contracts.list);
  printChanges(changes, output);
  const problems = versionProblems(lock.contracts, contracts.list, changes);
  for (const problem of problems) output.stderr(`${PREFIX}${problem}\n`);
  const breaking = changes.filter((change) => change.breaking).length;
  if (changes.length === 0) {
    output.stdout(`No changes against ${command.lock}.\n`);
  } else {
    output.stdout(
      `${count(changes.length, "change")} (${breaking} breaking) against ${command.lock}.${
        problems.length === 0
          ? ` The versions follow them; run with --update to record them in ${command.lock}.`
          : ""
      }\n`,
    );
  }
  return problems.length === 0 ? 0 : 1;
}

function readContracts(
  tools: readonly AnyTool[],
  module: string,
): { readonly list: ToolContract[] } | { readonly problem: string } {
  const list: ToolContract[] = [];
  const names = new Set<string>();
  for (const tool of tools) {
    if (names.has(tool.name)) {
      return {
        problem: `'${module}' has two tools named '${tool.name}': a tool name must be unique`,
      };
    }
    names.add(tool.name);
    try {
      list.push(toolContract(tool));
    } catch (error) {
      // A SemanticError names the tool already; anything else (a tool made by hand, by shape
      // alone) is told with the tool's name.
      const message = describe(error);
      return {
        problem: message.startsWith(`Tool '${tool.name}'`)
          ? message
          : `cannot read the contract of tool '${tool.name}' in '${module}': ${message}`,
      };
    }
  }
  return { list };
}

async function readLock(
  path: string,
): Promise<{ readonly contracts: ToolContract[] } | { readonly problem: string }> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") {
      return { problem: `no lock file '${path}': run with --update to write it` };
    }
    return { problem: `cannot read the lock file '${path}': ${describe(error)}` };
  }
  const lock = parseLock(text);
  if ("problems" in lock) {
    return {
      problem: `'${path}' is not a contracts lock:${indentLines(lock.problems)}\nFix it, or run with --update to write it again.`,
    };
  }
  return lock;
}

function printChanges(changes: readonly ChangeEntry[], output: CommandOutput): void {
  for (const change of changes) output.stdout(`${change.message}\n`);
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
