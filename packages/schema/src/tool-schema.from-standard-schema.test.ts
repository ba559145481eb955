// ToolSchema.fromStandardSchema with real libraries (zod 4, valibot with its adapter): the
// parameters come from the library's JSON Schema, the checks from its validate, the messages
// are kit's with the library's words and paths.
import { toStandardJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SchemaDefinitionError } from "./errors/schema-definition-error";
import type { StandardSchemaWithJSON } from "./standard-schema";
import { ToolSchema } from "./tool-schema";

function problems(schema: unknown, side?: "input" | "output"): readonly string[] {
  try {
    ToolSchema.fromStandardSchema(schema as StandardSchemaWithJSON, { jsonSchema: side });
  } catch (error) {
    if (SchemaDefinitionError.isInstance(error)) return error.errors;
    throw error;
  }
  throw new Error("expected a SchemaDefinitionError");
}

const order = z.object({
  customer: z.string().min(1).describe("The customer's id"),
  items: z
    .array(
      z.object({
        sku: z.string().regex(/^[A-Z]{3}-\d{4}$/),
        qty: z.int().min(1),
        price: z.number().optional(),
      }),
    )
    .min(1),
  note: z.string().nullable().optional(),
  speed: z.enum(["standard", "express"]).default("standard"),
  payment: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("card"), last4: z.string().length(4) }),
    z.object({ kind: z.literal("invoice"), days: z.int().min(1) }),
  ]),
  coupon: z
    .string()
    .optional()
    .transform((code) => code?.toUpperCase()),
});

const valid = {
  customer: "c-17",
  items: [{ sku: "ABC-1234", qty: 2 }],
  payment: { kind: "invoice", days: 30 },
  coupon: "spring",
};

describe("ToolSchema.fromStandardSchema with zod 4", () => {
  const schema = ToolSchema.fromStandardSchema(order);

  it("is a frozen ToolSchema whose parameters are zod's input JSON Schema", () => {
    expect(schema).toBeInstanceOf(ToolSchema);
    expect(Object.isFrozen(schema)).toBe(true);
    expect(schema.strict).toBe(false);
    expect(schema.parameters.map((parameter) => parameter.name)).toEqual([
      "customer",
      "items",
      "note",
      "speed",
      "payment",
      "coupon",
    ]);
    expect(schema.parameters[1]).toEqual({
      name: "items",
      type: "list",
      minItems: 1,
      items: {
        type: "dictionary",
        properties: [
          { name: "sku", type: "string", pattern: "^[A-Z]{3}-\\d{4}$" },
          { name: "qty", type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
          { name: "price", type: "float", required: false },
        ],
      },
    });
    expect(schema.parameters[2]).toEqual({
      name: "note",
      type: "string",
      required: false,
      nullable: true,
    });
    expect(schema.parameters[3]).toMatchObject({ required: false, default: "standard" });
    expect(schema.parameters[4]).toMatchObject({ type: "dictionary", discriminator: "kind" });
    expect(schema.toJSONSchema().properties.customer).toEqual({
      type: "string",
      description: "The customer's id",
      minLength: 1,
    });
  });

  it("gives back zod's output: defaults filled, transforms applied, unknown keys dropped", () => {
    const input = { ...valid, extra: true };
    const result = schema.check(input);
    expect(result).toEqual({
      success: true,
      value: {
        customer: "c-17",
        items: [{ sku: "ABC-1234", qty: 2 }],
        speed: "standard",
        payment: { kind: "invoice", days: 30 },
        coupon: "SPRING",
      },
    });
    expect(input).toEqual({ ...valid, extra: true });
  });

  it("words each issue with its path as kit does", () => {
    const result = schema.check({
      customer: "",
      items: [
        { sku: "ABC-1234", qty: 1 },
        { sku: "abc", qty: 0 },
      ],
      speed: "overnight",
      payment: { kind: "card", last4: "12" },
    });
    expect(result).toEqual({
      success: false,
      errors: [
        "Parameter 'customer': Too small: expected string to have >=1 characters",
        "Parameter 'items[1].sku': Invalid string: must match pattern /^[A-Z]{3}-\\d{4}$/",
        "Parameter 'items[1].qty': Too small: expected number to be >=1",
        'Parameter \'speed\': Invalid option: expected one of "standard"|"express"',
        "Parameter 'payment.last4': Too small: expected string to have exactly 4 characters",
      ],
    });
  });

  it("says a refinement of the whole object without a path is about the parameters", () => {
    const refined = ToolSchema.fromStandardSchema(
      z
        .object({ from: z.int(), to: z.int() })
        .refine((range) => range.from <= range.to, { message: "'from' must not be after 'to'" }),
    );
    expect(refined.check({ from: 3, to: 1 })).toEqual({
      success: false,
      errors: ["Parameters: 'from' must not be after 'to'"],
    });
    expect(refined.check({ from: 1, to: 3 })).toEqual({ success: true, value: { from: 1, to: 3 } });
  });

  it("keeps kit's text for a value that is not a dictionary at all", () => {
    expect(schema.check([1])).toEqual({
      success: false,
      errors: ["Expected a dictionary of parameters, got 'list'"],
    });
    expect(schema.check(null)).toEqual({
      success: false,
      errors: ["Expected a dictionary of parameters, got 'null'"],
    });
  });

  it("fails a check whose validate returns a promise, without an unhandled rejection", async () => {
    const lookup = ToolSchema.fromStandardSchema(
      z.object({ user: z.string().refine(async (user) => user !== "ada") }),
    );
    expect(lookup.check({ user: "ada" })).toEqual({
      success: false,
      errors: [
        "Parameters: the zod schema validated asynchronously (it returned a promise), and tool values are checked synchronously: remove its async refinements or transforms",
      ],
    });
  });

  it("leaves no rejection of such a promise unhandled", async () => {
    const rejecting = ToolSchema.fromStandardSchema({
      "~standard": {
        ...z.object({})["~standard"],
        validate: () => Promise.reject(new Error("the lookup service is down")),
      },
    });
    expect(rejecting.check({}).success).toBe(false);
    // A rejection left unhandled fails the run once the microtasks have run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("validate makes the values in place hold exactly zod's output", () => {
    const values: Record<string, unknown> = { ...valid, extra: true };
    expect(schema.validate(values)).toEqual([]);
    expect(values).toEqual({
      customer: "c-17",
      items: [{ sku: "ABC-1234", qty: 2 }],
      speed: "standard",
      payment: { kind: "invoice", days: 30 },
      coupon: "SPRING",
    });
    expect(schema.validate({ customer: 1 })[0]).toBe(
      "Parameter 'customer': Invalid input: expected string, received number",
    );
  });

  it("gives its issues to Standard Schema callers with their paths", () => {
    const result = schema["~standard"].validate({ ...valid, items: [{ sku: "ABC-1234" }] });
    expect(result).toEqual({
      issues: [
        {
          message: "Parameter 'items[0].qty': Invalid input: expected number, received undefined",
          path: ["items", 0, "qty"],
        },
      ],
    });
  });

  it("reads zod's output JSON Schema for an output: a defaulted key required, no other keys", () => {
    const output = ToolSchema.fromStandardSchema(
      z.object({ total: z.number(), currency: z.string().default("EUR") }),
      { jsonSchema: "output" },
    );
    expect(output.strict).toBe(true);
    expect(output.parameters).toEqual([
      { name: "total", type: "float" },
      { name: "currency", type: "string" },
    ]);
  });
});

describe("ToolSchema.fromStandardSchema refuses what it cannot keep", () => {
  it("names each keyword at its pointer, and says why it matters", () => {
    // A tuple (a union of two strings imports: each is tried).
    const id = z.tuple([z.string(), z.number()]);
    expect(problems(z.object({ id, email: z.email() }))).toEqual([
      "/properties/id/prefixItems: 'prefixItems' is not supported",
      "/properties/id/items: a 'false' schema (no value is valid) is not supported",
      expect.stringMatching(/^\/properties\/email\/pattern: 'pattern' must not repeat a group/),
      "The zod schema's input JSON Schema cannot be kept exactly at the places above, so a model would not be told what it checks: change those parts of the schema",
    ]);
  });

  it("passes on the library's refusal to give a JSON Schema", () => {
    expect(
      problems(z.object({ total: z.string().transform((text) => Number(text)) }), "output"),
    ).toEqual([
      "The zod schema cannot give the JSON Schema of its output: Transforms cannot be represented in JSON Schema",
    ]);
  });

  it("refuses a Standard Schema without Standard JSON Schema, naming the adapter", () => {
    expect(problems(v.object({ city: v.string() }))).toEqual([
      "The valibot schema implements Standard Schema but not Standard JSON Schema ('~standard.jsonSchema'), so kit cannot tell a model what it accepts: wrap it with the library's adapter (valibot: toStandardJsonSchema from @valibot/to-json-schema); zod 4 and ArkType 2 have it built in, zod 3 is not supported",
    ]);
  });

  it("refuses what is not a Standard Schema, and a bad option", () => {
    expect(problems({ parameters: [] })).toEqual([
      "Expected a Standard Schema (a '~standard' property with version 1 and a validate function), got 'dictionary'",
    ]);
    expect(problems(null)[0]).toMatch(/got 'null'$/);
    expect(() =>
      ToolSchema.fromStandardSchema(z.object({}), { jsonSchema: "both" as "input" }),
    ).toThrow("Option 'jsonSchema' must be 'input' or 'output', got 'both'");
  });
});

describe("ToolSchema.fromStandardSchema with valibot and @valibot/to-json-schema", () => {
  const schema = ToolSchema.fromStandardSchema(
    toStandardJsonSchema(
      v.object({
        city: v.pipe(v.string(), v.minLength(1)),
        days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 3),
        stops: v.array(v.object({ name: v.string() })),
      }),
    ),
  );

  it("reads valibot's JSON Schema and fills its defaults", () => {
    expect(schema.parameters[1]).toEqual({
      name: "days",
      type: "integer",
      required: false,
      minimum: 1,
      default: 3,
    });
    expect(schema.check({ city: "Oslo", stops: [] })).toEqual({
      success: true,
      value: { city: "Oslo", days: 3, stops: [] },
    });
  });

  it("reads paths of PathSegment objects", () => {
    expect(schema.check({ city: "Oslo", days: 0, stops: [{ name: 7 }] })).toEqual({
      success: false,
      errors: [
        "Parameter 'days': Invalid value: Expected >=1 but received 0",
        "Parameter 'stops[0].name': Invalid type: Expected string but received 7",
      ],
    });
  });
});

describe("ToolSchema.fromStandardSchema with any conforming library", () => {
  // A hand-made schema: symbol keys and PathSegment objects in paths, validate as a method.
  const key = Symbol("secret-key");
  const handMade = {
    "~standard": {
      version: 1 as const,
      vendor: "hand",
      answer: { issues: [{ message: "odd", path: [{ key: "a" }, key, 2] }] },
      validate(this: { answer: unknown }) {
        return this.answer;
      },
      jsonSchema: {
        input: () => ({ type: "object", properties: { a: { type: "object" } } }),
        output: () => ({ type: "object" }),
      },
    },
  };

  it("calls validate as a method and formats every kind of segment", () => {
    const schema = ToolSchema.fromStandardSchema(handMade as unknown as StandardSchemaWithJSON);
    expect(schema.check({})).toEqual({
      success: false,
      errors: ["Parameter 'a[\"Symbol(secret-key)\"][2]': odd"],
    });
  });

  it("fails a check whose output is not a dictionary", () => {
    const schema = ToolSchema.fromStandardSchema({
      "~standard": { ...handMade["~standard"], validate: () => ({ value: [1] }) },
    } as unknown as StandardSchemaWithJSON);
    expect(schema.check({})).toEqual({
      success: false,
      errors: ["Parameters: the hand schema gave back 'list', not a dictionary of parameters"],
    });
  });
});
