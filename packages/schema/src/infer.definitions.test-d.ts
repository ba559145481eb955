// Infer through named definitions: a reference is its definition's type, recursive ones
// included (a tree, a JSON value), from the constructor, fromDict and a SchemaDefinition; and the
// compiler checks a definition's keys as any value's.
import { describe, expectTypeOf, it } from "vitest";
import type { Infer } from "./infer";
import type { SchemaDefinition } from "./parameter-definition";
import { ToolSchema } from "./tool-schema";

interface Tree {
  value: number;
  label?: "a" | "b" | undefined;
  children?: Tree[] | undefined;
}

describe("Infer with named definitions", () => {
  it("types a recursive tree through the constructor's definitions", () => {
    const schema = new ToolSchema(
      [
        { name: "tree", type: "ref", ref: "Tree" },
        { name: "next", type: "ref", ref: "Tree", required: false, nullable: true },
      ],
      {
        definitions: {
          Tree: {
            type: "dictionary",
            properties: [
              { name: "value", type: "integer" },
              { name: "label", type: "string", required: false, enum: ["a", "b"] },
              {
                name: "children",
                type: "list",
                required: false,
                items: { type: "ref", ref: "Tree" },
              },
            ],
          },
        },
      },
    );
    type Input = Infer<typeof schema>;
    expectTypeOf<Input["tree"]>().toEqualTypeOf<{
      value: number;
      label?: "a" | "b" | undefined;
      children?: Input["tree"][] | undefined;
    }>();
    expectTypeOf<Input["tree"]>().toMatchTypeOf<Tree>();
    expectTypeOf<Input["next"]>().toEqualTypeOf<Input["tree"] | null | undefined>();
    const result = schema.check({});
    if (result.success) {
      expectTypeOf(result.value.tree.children?.[0]?.children?.[0]?.value).toEqualTypeOf<
        number | undefined
      >();
    }
  });

  it("types a JSON value (a union that refers to itself) through fromDict", () => {
    const schema = ToolSchema.fromDict({
      parameters: [{ name: "data", type: "ref", ref: "Json" }],
      definitions: {
        Json: {
          type: "any",
          nullable: true,
          anyOf: [
            { type: "string" },
            { type: "boolean" },
            { type: "list", items: { type: "ref", ref: "Json" } },
          ],
        },
      },
    });
    type Data = Infer<typeof schema>["data"];
    expectTypeOf<string>().toMatchTypeOf<Data>();
    expectTypeOf<null>().toMatchTypeOf<Data>();
    expectTypeOf<["a", [true, [null]]]>().toMatchTypeOf<Data>();
    expectTypeOf<number>().not.toMatchTypeOf<Data>();
    expectTypeOf<[1]>().not.toMatchTypeOf<Data>();
  });

  it("types a SchemaDefinition written with satisfies", () => {
    const definition = {
      parameters: [{ name: "n", type: "ref", ref: "Count" }],
      definitions: { Count: { type: "integer", minimum: 0 } },
    } as const satisfies SchemaDefinition;
    expectTypeOf<Infer<typeof definition>>().toEqualTypeOf<{ n: number }>();
  });

  it("gives any JSON value for a reference whose definitions are not known statically", () => {
    const schema = ToolSchema.fromJSONSchema({});
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      [name: string]: string | number | boolean | null | unknown[] | Record<string, unknown>;
    }>();
  });
});

describe("the compiler checks definitions written inline", () => {
  it("refuses a misspelled key and a constraint of another type inside a definition", () => {
    new ToolSchema([{ name: "a", type: "ref", ref: "A" }], {
      definitions: {
        // @ts-expect-error: 'minimum' does not apply to a string
        A: { type: "string", minimum: 1 },
      },
    });
    ToolSchema.fromDict({
      parameters: [],
      definitions: {
        // @ts-expect-error: 'requird' is not a key of a value
        A: { type: "dictionary", properties: [{ name: "x", type: "string", requird: false }] },
      },
    });
  });

  it("refuses a constraint on a reference", () => {
    new ToolSchema(
      // @ts-expect-error: a reference takes no constraint of its own
      [{ name: "a", type: "ref", ref: "A", minLength: 1 }],
      { definitions: { A: { type: "string" } } },
    );
  });
});
