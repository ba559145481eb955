// No import cycles inside a package or between packages. Between packages every import counts,
// type-only ones too: a package's .d.ts names the packages it imports types from, so a cycle
// would leave no order to build them in (turbo's ^build) and tie their releases together. Inside
// a package only imports that load a module count: `import type` is erased, so a cycle through
// it cannot change what runs or the order modules load in, and two classes may name each other
// (the executor's CallState holds a CallHold whose methods take the CallState). The cycle finder
// and the import reader are tested first on small inputs.
import { describe, expect, test } from "vitest";
import { findCycles, type Graph, importsOf, sourceImportGraph } from "./import-graph";
import { publicPackages } from "./workspace";

const graph = (edges: Record<string, string[]>): Graph => new Map(Object.entries(edges));

describe("findCycles", () => {
  test("a graph without cycles (a diamond, a chain) has none", () => {
    expect(findCycles(graph({ a: ["b", "c"], b: ["d"], c: ["d"], d: [] }))).toEqual([]);
    expect(findCycles(graph({ a: ["b"], b: ["c"], c: [] }))).toEqual([]);
  });

  test("finds a cycle of three, in import order, and not the node leading to it", () => {
    const cycles = findCycles(graph({ entry: ["a"], a: ["b"], b: ["c"], c: ["a", "leaf"] }));
    expect(cycles).toHaveLength(1);
    const [cycle] = cycles as [string[]];
    expect(cycle[0]).toBe(cycle.at(-1));
    expect(new Set(cycle)).toEqual(new Set(["a", "b", "c"]));
    const rotated = cycle.slice(cycle.indexOf("a"), -1).concat(cycle.slice(0, cycle.indexOf("a")));
    expect(rotated).toEqual(["a", "b", "c"]);
  });

  test("finds a module importing itself, and two separate cycles once each", () => {
    expect(findCycles(graph({ a: ["a"] }))).toEqual([["a", "a"]]);
    const cycles = findCycles(graph({ a: ["b"], b: ["a"], c: ["d"], d: ["c"], e: ["a", "c"] }));
    expect(cycles.map((cycle) => [...new Set(cycle)].sort())).toEqual(
      expect.arrayContaining([
        ["a", "b"],
        ["c", "d"],
      ]),
    );
    expect(cycles).toHaveLength(2);
  });

  test("gives the shortest cycle through a node of a tangled part", () => {
    const cycles = findCycles(graph({ a: ["b"], b: ["c", "a"], c: ["d"], d: ["a"] }));
    expect(cycles).toHaveLength(1);
    expect((cycles[0] as string[]).length).toBeLessThanOrEqual(3 + 1);
  });
});

describe("importsOf", () => {
  test("reads imports and re-exports, tells erased ones apart, skips comments and import()", () => {
    const source = [
      '/** @example import { x } from "./in-a-comment"; */',
      'import { a } from "./a";',
      'import type { B } from "./b";',
      'import { type C, type D } from "./c";',
      'import { type E, e } from "./e";',
      'import "./side-effect";',
      'export { f } from "./f";',
      'export type { G } from "./g";',
      'export * from "./h";',
      'const later = () => import("./lazy");',
    ].join("\n");
    expect(importsOf(source)).toEqual([
      { specifier: "./a", typeOnly: false },
      { specifier: "./b", typeOnly: true },
      { specifier: "./c", typeOnly: false },
      { specifier: "./e", typeOnly: false },
      { specifier: "./side-effect", typeOnly: false },
      { specifier: "./f", typeOnly: false },
      { specifier: "./g", typeOnly: true },
      { specifier: "./h", typeOnly: false },
    ]);
  });
});

describe("the packages' sources", () => {
  const packages = publicPackages();
  const files = sourceImportGraph(packages, { typeOnly: false });
  const filesAndTypes = sourceImportGraph(packages, { typeOnly: true });
  const packageOf = (file: string): string => file.split("/").slice(0, 2).join("/");

  test("the graph is the real one: every package's index is there and imports its files", () => {
    for (const { directory } of packages) {
      const index = `${packageOf(directory.slice(directory.indexOf("packages/")))}/src/index.ts`;
      expect(files.get(index)?.length ?? 0, index).toBeGreaterThan(0);
    }
    expect(filesAndTypes.get("packages/otel/src/instrument-executor.ts")).toContain(
      "packages/tools/src/index.ts",
    );
  });

  test("no import cycle inside a package", () => {
    const cycles = findCycles(files).map((cycle) => cycle.join(" -> "));
    expect(cycles, "import cycles between source files").toEqual([]);
  });

  test("no import cycle between packages", () => {
    const between = new Map<string, string[]>();
    for (const [file, targets] of filesAndTypes) {
      const from = packageOf(file);
      const to = between.get(from) ?? [];
      for (const target of targets.map(packageOf)) {
        if (target !== from && !to.includes(target)) to.push(target);
      }
      between.set(from, to);
    }
    expect(between.get("packages/tools")).toEqual(
      expect.arrayContaining(["packages/schema", "packages/credentials"]),
    );
    const cycles = findCycles(between).map((cycle) => cycle.join(" -> "));
    expect(cycles, "import cycles between packages").toEqual([]);
  });
});
