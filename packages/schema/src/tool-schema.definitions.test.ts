// Named definitions and references (`definitions`, `type: "ref"`): recursive values checked at
// their paths in both tiers, defaults through references, every definition problem at once, the
// depth a value may nest, and what toJSONSchema and fromJSONSchema make of them.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SchemaDefinitionError } from "./errors/schema-definition-error";
import { TIER_UP_CALLS } from "./internal/interpret-check";
import { ToolSchema } from "./tool-schema";
import type { ValueDefinition } from "./value-definition";

const TREE = {
  type: "dictionary",
  properties: [
    { name: "value", type: "integer", minimum: 0 },
    { name: "children", type: "list", required: false, items: { type: "ref", ref: "Tree" } },
  ],
} as const satisfies ValueDefinition;

const JSON_VALUE = {
  type: "any",
  nullable: true,
  anyOf: [
    { type: "string" },
    { type: "float" },
    { type: "boolean" },
    { type: "list", items: { type: "ref", ref: "Json" } },
    { type: "dictionary", additionalProperties: { type: "ref", ref: "Json" } },
  ],
} as const satisfies ValueDefinition;

const schema = new ToolSchema(
  [
    { name: "tree", type: "ref", ref: "Tree" },
    { name: "meta", type: "ref", ref: "Json", required: false, description: "Anything" },
  ],
  { definitions: { Tree: TREE, Json: JSON_VALUE } },
);

function problems(build: () => unknown): readonly string[] {
  try {
    build();
  } catch (error) {
    if (SchemaDefinitionError.isInstance(error)) return error.errors;
    throw error;
  }
  throw new Error("expected a SchemaDefinitionError");
}

const bad = {
  tree: { value: 1, children: [{ value: 2 }, { value: -1, children: [{}, { value: "x" }] }] },
  meta: { a: [1, null, { b: true }], c: Number.NaN },
};
const expected = [
  "Parameter 'tree.children[1].value': expected at least 0, got -1",
  "Missing required parameter: 'tree.children[1].children[0].value'",
  "Parameter 'tree.children[1].children[1].value': expected type 'integer', got 'string'",
  "Parameter 'meta.c': expected type 'string', 'float', 'boolean', 'list' or 'dictionary', got 'float'",
];

describe("a schema with named definitions", () => {
  it("checks a recursive value at every depth, each problem at its path", () => {
    const messages = schema.validate(structuredClone(bad));
    expect(messages.slice(0, 3)).toEqual(expected.slice(0, 3));
    expect(messages).toHaveLength(4);
    expect(schema.check({ tree: { value: 0, children: [{ value: 1, children: [] }] } })).toEqual({
      success: true,
      value: { tree: { value: 0, children: [{ value: 1, children: [] }] } },
    });
    expect(
      schema.check({ tree: { value: 0 }, meta: { deep: [[["x", null, 1.5, false]]] } }).success,
    ).toBe(true);
  });

  it("gives the same answers interpreted and generated (past the tier-up), both ways", () => {
    const fresh = new ToolSchema(schema.parameters, { definitions: schema.definitions });
    const before = fresh.validate(structuredClone(bad));
    const copied = fresh.check(bad);
    for (let call = 0; call < TIER_UP_CALLS + 2; call++) {
      fresh.validate({ tree: { value: 0 } });
      fresh.check({ tree: { value: 0 } });
    }
    expect(fresh.validate(structuredClone(bad))).toEqual(before);
    expect(fresh.check(bad)).toEqual(copied);
  });

  it("fills in defaults inside referenced definitions, fresh each time, and never in the input", () => {
    const withDefaults = new ToolSchema(
      [{ name: "t", type: "ref", ref: "Node", required: false, default: { value: 1 } }],
      {
        definitions: {
          Node: {
            type: "dictionary",
            properties: [
              { name: "value", type: "integer" },
              { name: "tags", type: "list", required: false, default: ["x"], items: "string" },
              { name: "next", type: "ref", ref: "Node", required: false },
            ],
          },
        },
      },
    );
    const first = withDefaults.check({});
    expect(first).toEqual({ success: true, value: { t: { value: 1, tags: ["x"] } } });
    const input = { t: { value: 2, next: { value: 3 } } };
    expect(withDefaults.check(input)).toEqual({
      success: true,
      value: { t: { value: 2, tags: ["x"], next: { value: 3, tags: ["x"] } } },
    });
    expect(input).toEqual({ t: { value: 2, next: { value: 3 } } });
    const second = withDefaults.check({});
    if (!first.success || !second.success) throw new Error("expected success");
    expect(second.value.t).not.toBe(first.value.t);
  });

  it("refuses a value nested deeper than 256 levels with a message, not a stack overflow", () => {
    let deep: Record<string, unknown> = { value: 0 };
    for (let level = 0; level < 10_000; level++) deep = { value: level, children: [deep] };
    const interpreted = new ToolSchema(schema.parameters, { definitions: schema.definitions });
    const messages = interpreted.validate({ tree: deep });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^Parameter 'tree\.children\[0\](\.children\[0\])+': nests deeper than 256 levels, the most kit checks$/,
    );
    for (let call = 0; call < TIER_UP_CALLS + 1; call++)
      interpreted.validate({ tree: { value: 0 } });
    expect(interpreted.validate({ tree: deep })).toEqual(messages);
    // 127 levels of a tree (254 path segments) are still checked.
    let fine: Record<string, unknown> = { value: 0 };
    for (let level = 0; level < 126; level++) fine = { value: level, children: [fine] };
    expect(interpreted.validate({ tree: fine })).toEqual([]);
  });

  it("keeps its definitions frozen, as given by name", () => {
    expect(Object.keys(schema.definitions)).toEqual(["Tree", "Json"]);
    expect(Object.isFrozen(schema.definitions)).toBe(true);
    expect(schema.definitions.Tree).toEqual(TREE);
    expect(new ToolSchema([{ name: "a", type: "string" }]).definitions).toEqual({});
  });

  it("is read by fromDict with `definitions`", () => {
    const read = ToolSchema.fromDict({
      parameters: [{ name: "tree", type: "ref", ref: "Tree" }],
      definitions: { Tree: TREE },
    });
    expect(read.validate({ tree: { value: 1, children: [{ value: "x" }] } })).toEqual([
      "Parameter 'tree.children[0].value': expected type 'integer', got 'string'",
    ]);
  });
});

describe("definition problems", () => {
  it("names a reference to no definition, and what there is", () => {
    expect(
      problems(
        () =>
          new ToolSchema([{ name: "a", type: "ref", ref: "Nope" }], {
            definitions: { Tree: { type: "string" } },
          }),
      ),
    ).toEqual(["Parameter 'a': 'ref' names no definition 'Nope' (definitions: Tree)"]);
    expect(problems(() => new ToolSchema([{ name: "a", type: "ref", ref: "Tree" }]))).toEqual([
      "Parameter 'a': 'ref' names no definition 'Tree' (the schema has no 'definitions')",
    ]);
  });

  it("refuses constraints on a reference, 'ref' elsewhere and a reference without 'ref'", () => {
    expect(
      problems(
        () =>
          new ToolSchema(
            [
              { name: "a", type: "ref", ref: "T", minimum: 1 } as never,
              { name: "b", type: "string", ref: "T" } as never,
              { name: "c", type: "ref" } as never,
            ],
            { definitions: { T: { type: "string" } } },
          ),
      ),
    ).toEqual([
      "Parameter 'a': 'minimum' is not allowed on type 'ref' (a reference takes only 'description' and 'nullable'; narrow the named definition instead)",
      "Parameter 'b': 'ref' is only allowed on type 'ref'",
      "Parameter 'c' is missing 'ref' (the name of a definition)",
    ]);
  });

  it("refuses definitions that are references alone, in a loop", () => {
    expect(
      problems(
        () =>
          new ToolSchema([], {
            definitions: {
              A: { type: "ref", ref: "B" },
              B: { type: "ref", ref: "A" },
              C: { type: "ref", ref: "C" },
              D: { type: "ref", ref: "E" },
              E: { type: "string" },
            },
          }),
      ),
    ).toEqual([
      "Definition 'A': refers to itself through references alone (A -> B -> A), so it describes no value",
      "Definition 'B': refers to itself through references alone (B -> A -> B), so it describes no value",
      "Definition 'C': refers to itself through references alone (C -> C), so it describes no value",
    ]);
  });

  it("labels problems inside a definition by its name and path, all at once", () => {
    expect(
      problems(
        () =>
          new ToolSchema([], {
            definitions: {
              Tree: {
                type: "dictionary",
                properties: [
                  { name: "x", type: "integr" as never },
                  {
                    name: "kids",
                    type: "list",
                    items: { type: "ref", ref: "Tree", minimum: 2 } as never,
                  },
                ],
              },
            },
          }),
      ),
    ).toEqual([
      "Definition 'Tree.x': unsupported type 'integr'; expected one of: string, integer, float, boolean, list, dictionary",
      "Definition 'Tree.kids[]': 'minimum' is not allowed on type 'ref' (a reference takes only 'description' and 'nullable'; narrow the named definition instead)",
    ]);
    expect(problems(() => new ToolSchema([], { definitions: [] as never }))).toEqual([
      "'definitions' must be a dictionary of named definitions, got 'list'",
    ]);
  });

  it("checks a default through its reference, and refuses one a definition gives itself", () => {
    const definitions = {
      Tree: { type: "dictionary", properties: [{ name: "value", type: "integer" }] },
    } as const;
    expect(
      problems(
        () =>
          new ToolSchema(
            [{ name: "t", type: "ref", ref: "Tree", required: false, default: { value: "x" } }],
            { definitions },
          ),
      ),
    ).toEqual([
      "Parameter 't': default breaks the constraints: Parameter 't.value': expected type 'integer', got 'string'",
    ]);
    expect(
      problems(
        () =>
          new ToolSchema([], {
            definitions: {
              Tree: {
                type: "dictionary",
                properties: [
                  {
                    name: "next",
                    type: "ref",
                    ref: "Tree",
                    required: false,
                    default: { next: null },
                  },
                ],
              },
            },
          }),
      ),
    ).toEqual([
      "Definition 'Tree.next': default holds a value of a definition that is still being read (a default inside a definition, holding a value of that same definition), which is not supported",
    ]);
  });
});

describe("named definitions in JSON Schema", () => {
  it("are written as $defs, each reference a $ref (with null through anyOf)", () => {
    const json = schema.toJSONSchema();
    expect(json.properties).toEqual({
      tree: { $ref: "#/$defs/Tree" },
      meta: { $ref: "#/$defs/Json", description: "Anything" },
    });
    expect(json.$defs?.Tree).toEqual({
      type: "object",
      properties: {
        value: { type: "integer", minimum: 0 },
        children: { type: "array", items: { $ref: "#/$defs/Tree" } },
      },
      required: ["value"],
    });
    expect(json.$defs?.Json?.anyOf?.[3]).toEqual({
      type: "array",
      items: { $ref: "#/$defs/Json" },
    });
    const nullable = new ToolSchema(
      [{ name: "n", type: "ref", ref: "a/b~c", nullable: true, required: false }],
      { definitions: { "a/b~c": { type: "string" } } },
    );
    expect(nullable.toJSONSchema().properties.n).toEqual({
      anyOf: [{ $ref: "#/$defs/a~1b~0c" }, { type: "null" }],
    });
    expect(nullable.check({ n: null }).success).toBe(true);
  });

  it("are written as draft-07 `definitions`, a $ref beside annotations wrapped in allOf", () => {
    const json = schema["~standard"].jsonSchema.input({ target: "draft-07" });
    expect(json.properties).toEqual({
      tree: { $ref: "#/definitions/Tree" },
      meta: { description: "Anything", allOf: [{ $ref: "#/definitions/Json" }] },
    });
    expect(Object.keys(json.definitions as object)).toEqual(["Tree", "Json"]);
    expect(json.$defs).toBeUndefined();
  });

  it("are read back by fromJSONSchema as definitions, not unrolled, and check the same", () => {
    const back = ToolSchema.fromJSONSchema(schema.toJSONSchema());
    expect(back.definitions.Tree).toEqual(TREE);
    expect(back.parameters[0]).toEqual({ name: "tree", type: "ref", ref: "Tree" });
    expect(back.validate(structuredClone(bad))).toEqual(schema.validate(structuredClone(bad)));
    expect(back.toJSONSchema()).toEqual(schema.toJSONSchema());
  });

  it("reads a document that refers to itself (`$ref: '#'`) as a definition named Root", () => {
    const read = ToolSchema.fromJSONSchema({
      type: "object",
      properties: { label: { type: "string" }, child: { $ref: "#" } },
      required: ["label"],
    });
    expect(read.definitions).toEqual({
      Root: {
        type: "dictionary",
        properties: [
          { name: "label", type: "string" },
          { name: "child", type: "ref", ref: "Root", required: false },
        ],
      },
    });
    expect(read.validate({ label: "a", child: { label: "b", child: { child: {} } } })).toEqual([
      "Missing required parameter: 'child.child.label'",
      "Missing required parameter: 'child.child.child.label'",
    ]);
  });

  it("still reads a $ref that is not recursive in place", () => {
    const read = ToolSchema.fromJSONSchema({
      type: "object",
      properties: { a: { $ref: "#/$defs/Name" }, b: { $ref: "#/$defs/Name" } },
      $defs: { Name: { type: "string", minLength: 1 } },
    });
    expect(read.definitions).toEqual({});
    expect(read.parameters[0]).toEqual({
      name: "a",
      type: "string",
      required: false,
      minLength: 1,
    });
  });

  it("come from a recursive zod schema (z.lazy), checked by zod at its paths", () => {
    const node: z.ZodType = z.lazy(() =>
      z.object({ value: z.number(), children: z.array(node).optional() }),
    );
    const read = ToolSchema.fromStandardSchema(z.object({ tree: node }));
    expect(read.parameters[0]).toMatchObject({ name: "tree", type: "ref" });
    expect(read.toJSONSchema().$defs).toBeDefined();
    expect(read.check({ tree: { value: 1, children: [{ value: "x" }] } })).toEqual({
      success: false,
      errors: [
        "Parameter 'tree.children[0].value': Invalid input: expected number, received string",
      ],
    });
  });
});
