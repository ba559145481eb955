// References in the generated check: one function per named definition, calling itself where
// the definition recurses, with the interpreter's messages, paths, defaults and depth bound.
import { afterEach, describe, expect, it, vi } from "vitest";
import { TIER_UP_CALLS } from "./internal/interpret-check";
import type { ParameterDefinition } from "./parameter-definition";
import { ToolSchema } from "./tool-schema";
import type { ValueDefinition } from "./value-definition";

const NODE = {
  type: "dictionary",
  properties: [
    { name: "label", type: "string", minLength: 1 },
    { name: "weight", type: "integer", minimum: 0, required: false },
    { name: "children", type: "list", required: false, items: { type: "ref", ref: "Node" } },
  ],
} as const satisfies ValueDefinition;

type Parameters = readonly ParameterDefinition[];
type Definitions = Readonly<Record<string, ValueDefinition>>;

/** The same schema twice: one left cold (interpreted), one made hot (generated, both ways). */
function bothTiers(
  parameters: Parameters,
  definitions: Definitions,
): { cold: ToolSchema; hot: ToolSchema } {
  const cold: ToolSchema = new ToolSchema(parameters, { definitions });
  const hot: ToolSchema = new ToolSchema(parameters, { definitions });
  for (let call = 0; call < TIER_UP_CALLS + 1; call++) {
    hot.validate({});
    hot.check({});
  }
  return { cold, hot };
}

/** Every answer a schema gives for one input: messages, defaults in place, the copy, the paths. */
function answers(schema: ToolSchema, input: unknown) {
  const inPlace = structuredClone(input) as Record<string, unknown>;
  return {
    messages: schema.validate(inPlace),
    inPlace,
    check: schema.check(structuredClone(input)),
    standard: schema["~standard"].validate(structuredClone(input)),
  };
}

// A tree `depth` levels deep, `width` children a node; `bad` puts a negative weight at each leaf.
function treeOf(depth: number, width: number, bad: boolean): Record<string, unknown> {
  const node = (level: number): Record<string, unknown> => ({
    label: `n${level}`,
    weight: bad && level === depth ? -1 : level,
    ...(level < depth ? { children: Array.from({ length: width }, () => node(level + 1)) } : {}),
  });
  return node(0);
}

// The code of every function made while `run` runs.
function generatedCode(run: () => void): string[] {
  const spy = vi.spyOn(globalThis, "Function");
  try {
    run();
    return spy.mock.calls.map((call) => String(call.at(-1)));
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a reference in the generated check", () => {
  it("becomes one function per named definition, which calls itself where it recurses", () => {
    const schema = new ToolSchema([{ name: "root", type: "ref", ref: "Node" }], {
      definitions: { Node: NODE },
    });
    for (let call = 0; call < TIER_UP_CALLS; call++) schema.validate({ root: { label: "a" } });
    const [code] = generatedCode(() => schema.validate({ root: { label: "a" } }));
    expect(code).toBeDefined();
    // Declared once, called from the parameter and from inside itself (the children).
    expect(code?.match(/function d\d+\(/g)).toEqual(["function d0("]);
    expect(code?.match(/d0\(/g)?.length).toBe(3);
    // The interpreter is not handed the tree.
    expect(code).not.toContain("W(");
  });

  it("makes one function for a definition referenced from several places", () => {
    const parameters = [
      { name: "a", type: "ref", ref: "Point" },
      { name: "b", type: "ref", ref: "Point", required: false },
      { name: "path", type: "list", required: false, items: { type: "ref", ref: "Point" } },
    ] as const;
    const definitions = {
      Point: {
        type: "dictionary",
        properties: [
          { name: "x", type: "float" },
          { name: "y", type: "float", required: false, default: 0 },
        ],
      },
    } as const satisfies Definitions;
    let tiers: ReturnType<typeof bothTiers> | undefined;
    const codes = generatedCode(() => {
      tiers = bothTiers(parameters, definitions);
    });
    const { cold, hot } = tiers as ReturnType<typeof bothTiers>;
    // The check in place, then the check into a copy.
    expect(codes).toHaveLength(2);
    for (const code of codes) {
      expect(code?.match(/function d\d+\(/g)).toEqual(["function d0("]);
      expect(code?.match(/d0\(/g)?.length).toBe(4);
    }
    const inputs = [
      { a: { x: 1 }, b: { x: 2, y: 3 }, path: [{ x: 4 }, { x: 5, y: 6 }] },
      { a: { x: "1" }, b: {}, path: [{ y: 1 }, null, { x: 2, y: "3" }] },
      { a: 1, b: [], path: {} },
    ];
    for (const input of inputs) expect(answers(hot, input)).toEqual(answers(cold, input));
    expect(answers(hot, inputs[0]).inPlace).toEqual({
      a: { x: 1, y: 0 },
      b: { x: 2, y: 3 },
      path: [
        { x: 4, y: 0 },
        { x: 5, y: 6 },
      ],
    });
    expect(hot.validate(structuredClone(inputs[1]) as Record<string, unknown>)).toEqual([
      "Parameter 'a.x': expected type 'float', got 'string'",
      "Missing required parameter: 'b.x'",
      "Missing required parameter: 'path[0].x'",
      "Parameter 'path[1]': expected type 'dictionary', got 'null'",
      "Parameter 'path[2].y': expected type 'float', got 'string'",
    ]);
  });

  it("tells a bad leaf deep in a tree at the same path, with the same message, as before", () => {
    const { cold, hot } = bothTiers([{ name: "root", type: "ref", ref: "Node" }], {
      Node: NODE,
    });
    const input = { root: treeOf(4, 2, true) };
    const generated = answers(hot, input);
    expect(generated).toEqual(answers(cold, input));
    expect(generated.messages).toHaveLength(16);
    expect(generated.messages[0]).toBe(
      "Parameter 'root.children[0].children[0].children[0].children[0].weight': expected at least 0, got -1",
    );
    expect(generated.messages[15]).toBe(
      "Parameter 'root.children[1].children[1].children[1].children[1].weight': expected at least 0, got -1",
    );
    const issues = "issues" in generated.standard ? generated.standard.issues : undefined;
    expect(issues?.[15]?.path).toEqual([
      "root",
      "children",
      1,
      "children",
      1,
      "children",
      1,
      "children",
      1,
      "weight",
    ]);
    // A valid tree, both ways: nothing reported, the copy fresh at every level.
    const valid = { root: treeOf(4, 2, false) };
    expect(answers(hot, valid)).toEqual(answers(cold, valid));
    const checked = hot.check(valid);
    if (!checked.success) throw new Error("expected success");
    expect(checked.value).toEqual(valid);
    const root = checked.value.root as { children: unknown[] };
    expect(root).not.toBe(valid.root);
    expect(root.children[0]).not.toBe((valid.root.children as unknown[])[0]);
  });

  it("keeps the depth bound of the interpreter, at the same level", () => {
    const { cold, hot } = bothTiers([{ name: "tree", type: "ref", ref: "Node" }], {
      Node: NODE,
    });
    // Each level adds two segments to the path (`children`, an index): the bound of 256 path
    // segments falls between these depths.
    for (const depth of [126, 127, 128, 129, 400]) {
      let deep: Record<string, unknown> = { label: "leaf" };
      for (let level = 0; level < depth; level++) deep = { label: "n", children: [deep] };
      const input = { tree: deep };
      expect(answers(hot, input)).toEqual(answers(cold, input));
    }
    let deep: Record<string, unknown> = { label: "leaf" };
    for (let level = 0; level < 5_000; level++) deep = { label: "n", children: [deep] };
    const messages = hot.validate({ tree: deep });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^Parameter 'tree(\.children\[0\]){128}': nests deeper than 256 levels, the most kit checks$/,
    );
  });

  it("follows a reference to a reference, and a nullable reference, as the interpreter does", () => {
    const parameters = [
      { name: "alias", type: "ref", ref: "Alias" },
      { name: "maybe", type: "ref", ref: "Node", nullable: true, required: false },
    ] as const;
    const definitions = {
      Alias: { type: "ref", ref: "Node" },
      Node: {
        type: "dictionary",
        additionalProperties: false,
        properties: [
          { name: "label", type: "string", pattern: "^[a-z]+$" },
          { name: "next", type: "ref", ref: "Alias", nullable: true, required: false },
          { name: "tags", type: "list", required: false, default: ["t"], items: "string" },
        ],
      },
    } as const satisfies Definitions;
    const { cold, hot } = bothTiers(parameters, definitions);
    const inputs = [
      { alias: { label: "a", next: { label: "b", next: null } }, maybe: null },
      { alias: { label: "A", extra: 1, next: { next: { label: 3 } } }, maybe: { label: "" } },
      { alias: null, maybe: "x" },
      { alias: { label: "a", tags: [1] } },
    ];
    for (const input of inputs) expect(answers(hot, input)).toEqual(answers(cold, input));
    expect(hot.validate(structuredClone(inputs[1]) as Record<string, unknown>)).toEqual([
      "Parameter 'alias.label': expected a string matching /^[a-z]+$/, got 'A'",
      "Missing required parameter: 'alias.next.label'",
      "Parameter 'alias.next.next.label': expected type 'string', got 'integer'",
      "Unknown parameter: 'alias.extra'",
      "Parameter 'maybe.label': expected a string matching /^[a-z]+$/, got ''",
    ]);
    const checked = hot.check(inputs[0]);
    expect(checked).toEqual({
      success: true,
      value: {
        alias: { label: "a", tags: ["t"], next: { label: "b", next: null, tags: ["t"] } },
        maybe: null,
      },
    });
  });

  it("never writes a definition's name into the code", () => {
    const name = 'x"]);throw new Error("injected");//\u2028';
    const schema = new ToolSchema([{ name: "v", type: "ref", ref: name }], {
      definitions: {
        [name]: {
          type: "dictionary",
          properties: [{ name: "next", type: "ref", ref: name, required: false }],
        },
      },
    });
    for (let call = 0; call < TIER_UP_CALLS; call++) schema.validate({ v: {} });
    const [code] = generatedCode(() => {
      expect(schema.validate({ v: { next: { next: 1 } } })).toEqual([
        "Parameter 'v.next.next': expected type 'dictionary', got 'integer'",
      ]);
    });
    expect(code).not.toContain("injected");
  });
});
