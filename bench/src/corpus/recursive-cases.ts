// Recursive schemas (named definitions that refer to themselves), kit against ajv on the JSON
// Schema kit writes (`$defs`, `$ref`): a tree of nodes and a JSON value, each with valid and
// invalid inputs of a few levels, each call on a fresh object from JSON.parse.
import { ToolSchema, type ValueDefinition } from "@kit/schema";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { BenchCase } from "../harness/measure";

type Check = (value: unknown) => unknown;

const tree = new ToolSchema([{ name: "root", type: "ref", ref: "Node" }], {
  definitions: {
    Node: {
      type: "dictionary",
      properties: [
        { name: "label", type: "string", minLength: 1 },
        { name: "weight", type: "integer", minimum: 0, required: false },
        { name: "children", type: "list", required: false, items: { type: "ref", ref: "Node" } },
      ],
    },
  },
});

// Typed as a ValueDefinition: Infer cannot type a union that holds lists of itself directly.
const JSON_VALUE: ValueDefinition = {
  type: "any",
  nullable: true,
  anyOf: [
    { type: "string" },
    { type: "float" },
    { type: "boolean" },
    { type: "list", items: { type: "ref", ref: "Json" } },
    { type: "dictionary", additionalProperties: { type: "ref", ref: "Json" } },
  ],
};

const json = new ToolSchema([{ name: "data", type: "ref", ref: "Json" }], {
  definitions: { Json: JSON_VALUE },
});

// A tree `depth` levels deep, `width` children a node; `bad` puts a wrong weight at a leaf.
function treeOf(depth: number, width: number, bad: boolean): unknown {
  const node = (level: number): Record<string, unknown> => ({
    label: `n${level}`,
    weight: bad && level === depth ? -1 : level,
    ...(level < depth ? { children: Array.from({ length: width }, () => node(level + 1)) } : {}),
  });
  return { root: node(0) };
}

function jsonOf(bad: boolean): unknown {
  return {
    data: {
      name: "x",
      tags: ["a", "b", { deep: [1, 2.5, null, true] }],
      nested: { a: { b: { c: [bad ? Number.NaN : 3] } } },
    },
  };
}

const ajv = new Ajv2020({
  allErrors: true,
  useDefaults: true,
  strict: false,
  allowUnionTypes: true,
});

/** The inputs (as JSON text, parsed fresh per call), by case label. */
const INPUTS: Readonly<Record<string, { schema: ToolSchema; texts: string[] }>> = {
  "tree valid": { schema: tree, texts: [JSON.stringify(treeOf(3, 3, false))] },
  "tree invalid": { schema: tree, texts: [JSON.stringify(treeOf(3, 3, true))] },
  "JSON value valid": { schema: json, texts: [JSON.stringify(jsonOf(false))] },
};

/** The contenders of the recursive cases. */
export const RECURSIVE_CONTENDERS = ["kit validate", "ajv allErrors"] as const;

/** The labels of the recursive cases, in table order. */
export const RECURSIVE_LABELS: readonly string[] = Object.keys(INPUTS);

/** Every recursive case: each label with each contender. */
export function recursiveCases(): BenchCase<unknown>[] {
  const cases: BenchCase<unknown>[] = [];
  for (const [label, { schema, texts }] of Object.entries(INPUTS)) {
    const compiled = ajv.compile(schema.toJSONSchema());
    const checks: Record<(typeof RECURSIVE_CONTENDERS)[number], Check> = {
      "kit validate": (value) => schema.validate(value as Record<string, unknown>),
      "ajv allErrors": (value) => (compiled(value) ? null : compiled.errors),
    };
    for (const contender of RECURSIVE_CONTENDERS) {
      const check = checks[contender];
      cases.push({
        name: `recursive ${label}: ${contender}`,
        input: () => JSON.parse(texts[0] as string),
        run: (value) => check(value),
      });
    }
  }
  return cases;
}
