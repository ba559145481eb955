// What kit-tools was asked to do, read from its arguments.
import { parseArgs } from "node:util";

/** The usage text, printed for --help and with every usage error. */
export const USAGE = `Usage:
  kit-tools contracts <module> [--lock <file>] [--update]
  kit-tools declarations <module> [--format <name>]... [--no-strict]

Compares the contracts of the module's tools (name, version, description, input
and output schemas, effects) with the lock file and prints every change, each
marked breaking or compatible.

<module> is an ES module or CommonJS file whose default export, or export 'tools',
is a ToolRegistry or an array of tools (the module kit-mcp serve reads).

A TypeScript module (.ts, .mts, .cts) loads as it is where Node.js strips types:
22.18 and later (22.6 to 22.17 with node --experimental-strip-types), without
enums, namespaces or parameter properties. Elsewhere, or for those, run
kit-tools through tsx (npm i -D tsx):
  node --import tsx node_modules/@kit/tools/bin/kit-tools.js contracts tools.ts
or give it the module built to JavaScript.

'declarations' prints what each provider format of @kit/providers (installed
beside the module) declares for each tool, and why: strict or not, each
constraint loosened (said in the description; kit checks it), narrowed or moved,
and each tool a format leaves out.

Options:
  --lock <file>   the lock file (default tool-contracts.json in the working directory)
  --update        write the module's contracts to the lock file
  --format <name> declarations: openai-chat, openai-responses, anthropic or gemini
                  (repeatable; all four by default)
  --no-strict     declarations: the formats' strict option off
  -h, --help      print this text

Exit codes:
  0  the versions follow the changes: a breaking change comes with a major bump
     of its tool (a minor bump in 0.x), any other change with some bump
  1  a change without the bump it needs, a removed tool, a version that is not
     major.minor.patch, or a lock file that is missing or not a lock
  2  a usage error, or a module that cannot be loaded
  declarations: 1 when a format leaves a tool out, 2 when the module or
  @kit/providers cannot be loaded
`;

/** The default lock file, in the working directory. */
const DEFAULT_LOCK = "tool-contracts.json";

/** A parsed command line. */
export type Command =
  | { readonly kind: "help" }
  | {
      readonly kind: "contracts";
      readonly module: string;
      readonly lock: string;
      readonly update: boolean;
    }
  | {
      readonly kind: "declarations";
      readonly module: string;
      readonly formats: readonly string[];
      readonly strict: boolean;
    }
  | { readonly kind: "usage-error"; readonly message: string };

/** Reads the arguments after `kit-tools`. */
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
  if (command === "declarations") {
    if (module === undefined) return usageError("'declarations' needs the path of a module");
    if (rest.length > 0) return usageError(`Unexpected argument '${rest[0]}'`);
    if (values.lock !== undefined || values.update === true) {
      return usageError("--lock and --update are options of 'contracts'");
    }
    return {
      kind: "declarations",
      module,
      formats: values.format ?? [],
      strict: values["no-strict"] !== true,
    };
  }
  if (values.format !== undefined || values["no-strict"] === true) {
    return usageError("--format and --no-strict are options of 'declarations'");
  }
  if (command !== "contracts") {
    return usageError(command === undefined ? "No command given" : `Unknown command '${command}'`);
  }
  if (module === undefined) return usageError("'contracts' needs the path of a module");
  if (rest.length > 0) return usageError(`Unexpected argument '${rest[0]}'`);
  const lock = values.lock ?? DEFAULT_LOCK;
  if (lock === "") return usageError("--lock must not be empty");
  return { kind: "contracts", module, lock, update: values.update === true };
}

function parse(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: {
      help: { type: "boolean", short: "h" },
      lock: { type: "string" },
      update: { type: "boolean" },
      format: { type: "string", multiple: true },
      "no-strict": { type: "boolean" },
    },
  });
}

function usageError(message: string): Command {
  return { kind: "usage-error", message };
}
