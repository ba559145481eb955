// Declares tools one by one, so that one tool whose schema a provider cannot take (too deep to
// walk) is left out and reported, and the others are still declared. A name the provider refuses
// throws, listing every one, unless the caller asks to skip such tools too; "throw" makes a schema
// that cannot be declared throw as well.
import type { AnyTool, ToolRegistry } from "@kit/tools";
import { SemanticError } from "@kit/tools";
import type { ToolDeclarationReport } from "../declaration-report";
import type { ToolDeclarationOptions as DeclareOptions } from "../tool-format";
import { checkNames, type NameToCheck, nameProblems, shownName } from "./check-names";
import { toolList } from "./tool-list";

/** How one format declares one tool. */
export interface DeclarationStep<TDeclaration> {
  /** The tool's names (its own, its parameters') with the provider's rules. */
  readonly names: (tool: AnyTool) => readonly NameToCheck[];
  /** The declaration and what the report says of it. */
  readonly declare: (tool: AnyTool) => {
    readonly declaration: TDeclaration;
    readonly report: Omit<ToolDeclarationReport, "tool" | "declared" | "reason">;
  };
}

export type { DeclareOptions };

/** Options for `explain()`: report every tool, warn nothing, throw nothing. */
export const QUIET: DeclareOptions = { onUndeclarable: "skip", onWarning: () => {} };

// Tools already reported by a process warning, so a request loop does not repeat it.
const warned = new Set<string>();
const MAX_WARNED = 1_000;

/**
 * Each tool's declaration (the ones the provider can take, in order) and a report per tool.
 * @throws SemanticError in `"throw"` mode, for refused names (all at once) or a tool whose
 * schema cannot be declared.
 */
export function declareEach<TDeclaration>(
  format: string,
  tools: ToolRegistry | Iterable<AnyTool>,
  options: DeclareOptions,
  step: DeclarationStep<TDeclaration>,
): { declarations: TDeclaration[]; reports: ToolDeclarationReport[] } {
  const list = toolList(tools);
  // The contract's rule by default: a name the provider refuses is a SemanticError listing
  // every one; "skip" leaves such tools out too (tools from a server the app does not control).
  const throwing = options.onUndeclarable === "throw";
  if (options.onUndeclarable !== "skip") {
    checkNames(
      format,
      list.flatMap((tool) => step.names(tool)),
    );
  }
  const declarations: TDeclaration[] = [];
  const reports: ToolDeclarationReport[] = [];
  for (const tool of list) {
    const problems = nameProblems(step.names(tool));
    let reason = problems.length > 0 ? problems.join("; ") : undefined;
    if (reason === undefined) {
      try {
        const { declaration, report } = step.declare(tool);
        declarations.push(declaration);
        reports.push({ tool: tool.name, declared: true, ...report });
        warnLoosened(format, tool.name, report.changes, options);
        continue;
      } catch (error) {
        reason = whyNot(error);
      }
    }
    if (throwing) {
      throw new SemanticError(
        `The ${format} format cannot declare tool '${shownName(tool.name)}': ${reason}`,
      );
    }
    reports.push({ tool: tool.name, declared: false, reason, strict: false, changes: [] });
    warn(
      format,
      tool.name,
      `The ${format} format left out tool '${tool.name}': ${reason}`,
      options,
    );
  }
  return { declarations, reports };
}

// A schema too deep for the walk, or anything else that broke declaring this one tool.
function whyNot(error: unknown): string {
  if (error instanceof RangeError) {
    return `its input schema could not be walked (${error.message})`;
  }
  return error instanceof Error ? error.message : String(error);
}

function warnLoosened(
  format: string,
  tool: string,
  changes: ToolDeclarationReport["changes"],
  options: DeclareOptions,
): void {
  if (options.onWarning === undefined) return;
  const loosened = changes.filter((change) => change.kind === "loosened");
  if (loosened.length === 0) return;
  options.onWarning(
    `The ${format} format declares tool '${shownName(tool)}' with constraints the provider does not hold (kit checks them): ${loosened.map((change) => `${change.path || "/"} ${change.keyword}`).join(", ")}`,
  );
}

function warn(format: string, tool: string, message: string, options: DeclareOptions): void {
  if (options.onWarning !== undefined) {
    options.onWarning(message);
    return;
  }
  const key = `${format}\u0000${tool}`;
  if (warned.has(key) || warned.size >= MAX_WARNED) return;
  warned.add(key);
  const process = (globalThis as { process?: { emitWarning?: (...args: unknown[]) => void } })
    .process;
  process?.emitWarning?.(message, { code: "KIT_TOOL_NOT_DECLARED" });
}
