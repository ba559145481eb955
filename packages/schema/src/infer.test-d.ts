import { describe, expectTypeOf, it } from "vitest";
import type { Infer, InferParameters, ParameterValue } from "./index";
import type { SchemaDefinition } from "./parameter-definition";
import { ToolSchema } from "./tool-schema";

describe("Infer on a schema written inline, without `as const`", () => {
  it("gives required and defaulted keys as present, optional ones as optional", () => {
    const schema = new ToolSchema([
      { name: "city", type: "string" },
      { name: "units", type: "string", required: false, default: "metric" },
      { name: "days", type: "integer", required: false },
      { name: "verbose", type: "boolean", required: true },
    ]);
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      city: string;
      units: string;
      verbose: boolean;
      days?: number | undefined;
    }>();
  });

  it("maps each of the six types", () => {
    const schema = new ToolSchema([
      { name: "s", type: "string" },
      { name: "i", type: "integer" },
      { name: "f", type: "float" },
      { name: "b", type: "boolean" },
      { name: "l", type: "list" },
      { name: "d", type: "dictionary" },
    ]);
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      s: string;
      i: number;
      f: number;
      b: boolean;
      l: unknown[];
      d: Record<string, unknown>;
    }>();
  });

  it("works on ToolSchema.fromDict with a literal", () => {
    const schema = ToolSchema.fromDict({
      parameters: [
        { name: "query", type: "string" },
        { name: "limit", type: "integer", required: false, default: 10 },
        { name: "filters", type: "dictionary", required: false },
      ],
      strict: true,
    });
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      query: string;
      limit: number;
      filters?: Record<string, unknown> | undefined;
    }>();
  });

  it("treats `default: undefined` as no default", () => {
    const schema = new ToolSchema([
      { name: "a", type: "string", required: false, default: undefined },
    ]);
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{ a?: string | undefined }>();
  });

  it("gives exactly the declared keys: no index signature", () => {
    const schema = new ToolSchema([{ name: "city", type: "string" }]);
    type Input = Infer<typeof schema>;
    expectTypeOf<keyof Input>().toEqualTypeOf<"city">();
    const input: Input = { city: "Oslo" };
    // @ts-expect-error: `country` is not declared
    void input.country;
  });

  it("gives an empty object type for a schema without parameters", () => {
    const schema = new ToolSchema([]);
    expectTypeOf<keyof Infer<typeof schema>>().toEqualTypeOf<never>();
  });

  it("keeps special names such as __proto__ and constructor as keys", () => {
    const schema = new ToolSchema([
      { name: "constructor", type: "string" },
      { name: "toString", type: "integer", required: false },
    ]);
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      constructor: string;
      toString?: number | undefined;
    }>();
  });
});

describe("Infer with constraints", () => {
  it("gives the union of an enum's literals, strings and numbers", () => {
    const schema = new ToolSchema([
      { name: "units", type: "string", enum: ["imperial", "metric"] },
      { name: "days", type: "integer", required: false, enum: [1, 7, 16] },
      { name: "ratio", type: "float", required: false, default: 0.5, enum: [0.5, 1] },
    ]);
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      units: "imperial" | "metric";
      ratio: 0.5 | 1;
      days?: 1 | 7 | 16 | undefined;
    }>();
  });

  it("gives a typed array for items of each type", () => {
    const schema = ToolSchema.fromDict({
      parameters: [
        { name: "s", type: "list", items: "string" },
        { name: "i", type: "list", items: "integer" },
        { name: "f", type: "list", items: "float" },
        { name: "b", type: "list", items: "boolean" },
        { name: "l", type: "list", items: "list" },
        { name: "d", type: "list", items: "dictionary" },
        { name: "any", type: "list" },
      ],
    });
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      s: string[];
      i: number[];
      f: number[];
      b: boolean[];
      l: unknown[][];
      d: Record<string, unknown>[];
      any: unknown[];
    }>();
  });

  it("gives number for bounds, and exactly the declared keys", () => {
    const schema = new ToolSchema([
      { name: "days", type: "integer", minimum: 1, maximum: 16 },
      { name: "tags", type: "list", items: "string", required: false },
    ]);
    type Input = Infer<typeof schema>;
    expectTypeOf<Input>().toEqualTypeOf<{ days: number; tags?: string[] | undefined }>();
    expectTypeOf<keyof Input>().toEqualTypeOf<"days" | "tags">();
  });

  it("works on a SchemaDefinition with constraints, written with satisfies", () => {
    const definition = {
      parameters: [
        { name: "units", type: "string", enum: ["imperial", "metric"] },
        { name: "tags", type: "list", items: "string" },
      ],
    } as const satisfies SchemaDefinition;
    expectTypeOf<Infer<typeof definition>>().toEqualTypeOf<{
      units: "imperial" | "metric";
      tags: string[];
    }>();
    // Without `as const` the enum widens to its element type.
    const widened = {
      parameters: [{ name: "units", type: "string", enum: ["imperial", "metric"] }],
    } satisfies SchemaDefinition;
    expectTypeOf<Infer<typeof widened>>().toEqualTypeOf<{ [name: string]: string }>();
  });
});

describe("Infer on other forms of a schema", () => {
  it("works on a SchemaDefinition literal type", () => {
    const definition = {
      parameters: [
        { name: "q", type: "string" },
        { name: "n", type: "float", required: false },
      ],
    } as const satisfies SchemaDefinition;
    expectTypeOf<Infer<typeof definition>>().toEqualTypeOf<{ q: string; n?: number | undefined }>();
  });

  it("works on a parameter list type", () => {
    type Parameters = readonly [
      { readonly name: "tags"; readonly type: "list" },
      {
        readonly name: "flag";
        readonly type: "boolean";
        readonly required: false;
        readonly default: true;
      },
    ];
    expectTypeOf<Infer<Parameters>>().toEqualTypeOf<{ tags: unknown[]; flag: boolean }>();
    expectTypeOf<InferParameters<Parameters>>().toEqualTypeOf<Infer<Parameters>>();
  });

  it("gives a string-keyed record for a schema whose parameters are not known statically", () => {
    const schema = ToolSchema.fromDict(JSON.parse("{}") as unknown);
    // null: a parameter of type `any` may hold it.
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      [name: string]: string | number | boolean | null | unknown[] | Record<string, unknown>;
    }>();
  });
});

describe("wrong usages do not compile", () => {
  it("refuses a type name that is not one of the six", () => {
    // @ts-expect-error: "number" is not a parameter type
    new ToolSchema([{ name: "n", type: "number" }]);
  });

  it("refuses a 'required' that is not a boolean", () => {
    // @ts-expect-error: required must be a boolean
    new ToolSchema([{ name: "n", type: "string", required: "no" }]);
  });

  it("refuses a value of the wrong type for a declared key", () => {
    const schema = new ToolSchema([{ name: "days", type: "integer" }]);
    // @ts-expect-error: days is a number
    const input: Infer<typeof schema> = { days: "3" };
    void input;
  });

  it("refuses an object without a required key", () => {
    const schema = new ToolSchema([{ name: "days", type: "integer" }]);
    // @ts-expect-error: days is required
    const input: Infer<typeof schema> = {};
    void input;
  });

  it("refuses Infer on something that is not a schema", () => {
    // @ts-expect-error: a string is no schema
    type Wrong = Infer<string>;
    expectTypeOf<Wrong>().not.toBeNever();
  });
});

describe("ParameterValue: the type of one parameter type's value", () => {
  it("maps each of the six types", () => {
    expectTypeOf<ParameterValue<"string">>().toEqualTypeOf<string>();
    expectTypeOf<ParameterValue<"integer">>().toEqualTypeOf<number>();
    expectTypeOf<ParameterValue<"float">>().toEqualTypeOf<number>();
    expectTypeOf<ParameterValue<"boolean">>().toEqualTypeOf<boolean>();
    expectTypeOf<ParameterValue<"list">>().toEqualTypeOf<unknown[]>();
    expectTypeOf<ParameterValue<"dictionary">>().toEqualTypeOf<Record<string, unknown>>();
  });

  it("gives a union for a union of types", () => {
    expectTypeOf<ParameterValue<"string" | "boolean">>().toEqualTypeOf<string | boolean>();
  });
});
