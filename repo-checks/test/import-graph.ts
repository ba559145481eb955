// The import graph of the packages' sources, and the cycles in a graph. Read with the TypeScript
// parser (an import inside a TSDoc example is a comment, not an edge).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { type PublicPackage, ROOT } from "./workspace";

/** A directed graph: each node and the nodes it points to. */
export type Graph = ReadonlyMap<string, readonly string[]>;

/** One import of a module: what it names, and whether it is erased at run time. */
export interface ImportEdge {
  readonly specifier: string;
  readonly typeOnly: boolean;
}

/**
 * Every static `import ... from`, side-effect `import "..."` and `export ... from` of a module.
 * Only `import type` and `export type` are type-only: under `verbatimModuleSyntax` an import
 * whose every name is marked `type` still loads its module (`import {} from "..."`). A dynamic
 * `import()` loads later, not while the module loads, so it is not an edge.
 */
export function importsOf(source: string): ImportEdge[] {
  const file = ts.createSourceFile("module.ts", source, ts.ScriptTarget.Latest, false);
  const edges: ImportEdge[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const typeOnly = statement.importClause?.isTypeOnly === true;
      edges.push({ specifier: statement.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier !== undefined &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      edges.push({ specifier: statement.moduleSpecifier.text, typeOnly: statement.isTypeOnly });
    }
  }
  return edges;
}

/** The source files of a package (tests aside), relative to the repository's root. */
function sourceFiles(directory: string): string[] {
  const files: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/(?<!\.test(-d)?)(?<!\.d)\.ts$/.test(entry.name)) files.push(relative(ROOT, path));
    }
  };
  walk(join(directory, "src"));
  return files.sort();
}

/** The file a `@kit/...` specifier opens in source, through the package's "@kit/source" condition. */
function kitEntry(specifier: string, packages: readonly PublicPackage[]): string | undefined {
  const [scope, name, ...rest] = specifier.split("/");
  const found = packages.find(({ manifest }) => manifest.name === `${scope}/${name}`);
  if (found === undefined) return undefined;
  const manifest = JSON.parse(readFileSync(join(found.directory, "package.json"), "utf8")) as {
    exports: Record<string, { "@kit/source"?: string } | string>;
  };
  const target = manifest.exports[rest.length === 0 ? "." : `./${rest.join("/")}`];
  const path = typeof target === "object" ? target["@kit/source"] : undefined;
  return path === undefined ? undefined : relative(ROOT, join(found.directory, path));
}

/** A relative specifier's file: a module (`./x` is `x.ts` or `x/index.ts`) or data (JSON). */
function relativeTarget(from: string, specifier: string): string | undefined {
  const base = resolve(ROOT, dirname(from), specifier);
  const candidates = [`${base}.ts`, join(base, "index.ts"), base.replace(/\.js$/, ".ts"), base];
  const found = candidates.find(
    (candidate) => existsSync(candidate) && /\.(ts|json)$/.test(candidate),
  );
  return found === undefined ? undefined : relative(ROOT, found);
}

/**
 * The import graph of every package's src/ (files relative to the root): relative imports and
 * `@kit/*` imports, the latter to the entry file they open in source.
 * @param options.typeOnly - whether type-only imports are edges.
 * @throws Error naming the file and the specifier of a relative import that resolves nowhere.
 */
export function sourceImportGraph(
  packages: readonly PublicPackage[],
  options: { readonly typeOnly: boolean },
): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const { directory } of packages) {
    for (const file of sourceFiles(directory)) {
      const targets: string[] = [];
      for (const edge of importsOf(readFileSync(join(ROOT, file), "utf8"))) {
        if (edge.typeOnly && !options.typeOnly) continue;
        let target: string | undefined;
        if (edge.specifier.startsWith(".")) {
          target = relativeTarget(file, edge.specifier);
          if (target === undefined) throw new Error(`${file}: cannot resolve '${edge.specifier}'`);
        } else if (edge.specifier.startsWith("@kit/")) {
          target = kitEntry(edge.specifier, packages);
        }
        if (target !== undefined && !targets.includes(target)) targets.push(target);
      }
      graph.set(file, targets);
    }
  }
  return graph;
}

/**
 * One cycle in each strongly connected part of the graph that has one (Tarjan's algorithm),
 * each as its nodes in import order with the first repeated at the end: `[a, b, a]`.
 */
export function findCycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part = new Set<string>();
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      part.add(member);
    } while (member !== node);
    if (part.size > 1 || (graph.get(node) ?? []).includes(node)) {
      cycles.push(cycleThrough(node, part, graph));
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The shortest way from `start` back to itself inside one strongly connected part. */
function cycleThrough(start: string, part: ReadonlySet<string>, graph: Graph): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head] as string;
    for (const next of graph.get(node) ?? []) {
      if (!part.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let step = node; step !== start; step = cameFrom.get(step) as string) {
          path.splice(1, 0, step);
        }
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  throw new Error(`no cycle through ${start}`); // unreachable: start is in a cycle
}
