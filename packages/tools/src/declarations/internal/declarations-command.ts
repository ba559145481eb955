// kit-tools declarations: what each provider format of @kit/providers declares for a module's
// tools, and why (strict or not, what was loosened, narrowed or left out). @kit/tools cannot
// depend on @kit/providers (providers takes tools as a peer), so the command imports the
// providers package the user installed, found from the module's folder, at run time.
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { CommandOutput } from "../../contracts/internal/contracts-command";
import { indentLines } from "../../internal/indent-lines";
import { loadToolsModule } from "../../tool/load-tools-module";
import type { AnyTool } from "../../tool/tool";

/** The part of a @kit/providers format the command reads (`ToolFormat.explain`). */
export interface ExplainingFormat {
  readonly name: string;
  explain(tools: Iterable<AnyTool>): readonly DeclarationReport[];
}

/** The part of @kit/providers' `ToolDeclarationReport` the command prints. */
export interface DeclarationReport {
  readonly tool: string;
  readonly declared: boolean;
  readonly reason?: string | undefined;
  readonly strict: boolean;
  readonly notStrictBecause?: string | undefined;
  readonly carrier?: string | undefined;
  readonly changes: readonly {
    readonly kind: string;
    readonly path: string;
    readonly keyword: string;
    readonly message: string;
  }[];
}

/** The format factories of @kit/providers the command uses. */
export interface ProvidersModule {
  openAIChatFormat(options?: { strict?: boolean }): ExplainingFormat;
  openAIResponsesFormat(options?: { strict?: boolean }): ExplainingFormat;
  anthropicFormat(options?: { strict?: boolean }): ExplainingFormat;
  geminiFormat(options?: object): ExplainingFormat;
}

/** What `declarations` was asked: the module, the formats (all when empty), strict or not. */
export interface DeclarationsRequest {
  readonly module: string;
  readonly formats: readonly string[];
  readonly strict: boolean;
}

const FORMATS = ["openai-chat", "openai-responses", "anthropic", "gemini"] as const;
const PREFIX = "kit-tools: ";

/**
 * Prints, per format and tool, what is declared and why.
 * @param load - imports @kit/providers (tests pass their own; by default it is found from the
 * module's folder, then from kit-tools' own).
 * @returns the exit code: 0, 1 when a format leaves a tool out, 2 for a module or a providers
 * package that cannot be loaded, or an unknown format.
 */
export async function runDeclarationsCommand(
  request: DeclarationsRequest,
  output: CommandOutput,
  load: (module: string) => Promise<ProvidersModule> = importProviders,
): Promise<number> {
  const unknown = request.formats.find(
    (format) => !(FORMATS as readonly string[]).includes(format),
  );
  if (unknown !== undefined) {
    output.stderr(`${PREFIX}unknown format '${unknown}': one of ${FORMATS.join(", ")}\n`);
    return 2;
  }
  const module = await loadToolsModule(request.module);
  if ("problem" in module) {
    output.stderr(`${PREFIX}${module.problem}\n`);
    return 2;
  }
  let providers: ProvidersModule;
  try {
    providers = await load(request.module);
  } catch (error) {
    output.stderr(
      `${PREFIX}'declarations' needs @kit/providers beside the module (npm i @kit/providers): ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 2;
  }
  const tools = [...module.tools];
  const chosen = request.formats.length === 0 ? FORMATS : request.formats;
  let leftOut = 0;
  for (const name of chosen) {
    const format = makeFormat(providers, name, request.strict);
    const reports = format.explain(tools);
    const strict = reports.filter((report) => report.strict).length;
    const declared = reports.filter((report) => report.declared).length;
    leftOut += reports.length - declared;
    output.stdout(
      `${name}: ${declared} of ${reports.length} declared${strict > 0 || name !== "gemini" ? `, ${strict} strict` : ""}\n`,
    );
    for (const report of reports) output.stdout(`${indentLines(describe(report)).slice(1)}\n`);
  }
  return leftOut === 0 ? 0 : 1;
}

function makeFormat(providers: ProvidersModule, name: string, strict: boolean): ExplainingFormat {
  if (name === "openai-chat") return providers.openAIChatFormat({ strict });
  if (name === "openai-responses") return providers.openAIResponsesFormat({ strict });
  if (name === "anthropic") return providers.anthropicFormat({ strict });
  return providers.geminiFormat();
}

// One tool's lines: what was declared, then each change.
function describe(report: DeclarationReport): string[] {
  if (!report.declared) return [`${report.tool}: left out: ${report.reason ?? "no reason given"}`];
  const how = report.strict
    ? "strict"
    : report.notStrictBecause !== undefined
      ? `not strict: ${report.notStrictBecause}`
      : (report.carrier ?? "declared");
  const carrier = report.strict && report.carrier !== undefined ? ` (${report.carrier})` : "";
  return [
    `${report.tool}: ${how}${carrier}`,
    ...report.changes.map(
      (change) => `  ${change.kind} ${change.path === "" ? "/" : change.path}: ${change.message}`,
    ),
  ];
}

// The @kit/providers the module's project has installed, or else the one beside kit-tools.
async function importProviders(module: string): Promise<ProvidersModule> {
  let specifier = "@kit/providers";
  try {
    const require = createRequire(pathToFileURL(resolve(module)).href);
    specifier = pathToFileURL(require.resolve("@kit/providers")).href;
  } catch {
    // Not found from the module's folder: try kit-tools' own resolution.
  }
  return (await import(specifier)) as ProvidersModule;
}
