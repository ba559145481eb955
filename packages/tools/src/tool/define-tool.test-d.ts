import { type Infer, type SchemaDefinition, ToolSchema } from "@kit/schema";
import { describe, expectTypeOf, test } from "vitest";
import { text } from "../content/make-parts";
import { type ToolReturn, toolContent } from "../content/tool-content";
import type { ToolContext } from "../context/tool-context";
import { defineTool, type InferSpec } from "./define-tool";
import type { Tool } from "./tool";

describe("defineTool inference", () => {
  test("inputs follow the inline schema; defaulted parameters are not optional", () => {
    defineTool({
      name: "fetch_weather",
      inputSchema: {
        parameters: [
          { name: "city", type: "string" },
          { name: "country", type: "string", required: false, default: "US" },
          { name: "days", type: "integer", required: false },
          { name: "tags", type: "list" },
        ],
      },
      execute: (inputs, _credentials, context) => {
        expectTypeOf(inputs).toEqualTypeOf<{
          city: string;
          country: string;
          tags: unknown[];
          days?: number | undefined;
        }>();
        expectTypeOf(context).toEqualTypeOf<ToolContext>();
        return {};
      },
    });
  });

  test("without an input schema the inputs are any dictionary", () => {
    defineTool({
      name: "raw",
      execute: (inputs) => {
        expectTypeOf(inputs).toEqualTypeOf<Record<string, unknown>>();
        return {};
      },
    });
  });

  test("credentials have exactly the declared keys", () => {
    defineTool({
      name: "keyed",
      credentialNames: ["weather-api-key", "backup-key"],
      execute: (_inputs, credentials) => {
        expectTypeOf(credentials).toEqualTypeOf<
          Readonly<Record<"weather-api-key" | "backup-key", string>>
        >();
        // @ts-expect-error an undeclared credential
        credentials["other-key"];
        return {};
      },
    });
    defineTool({
      name: "none",
      execute: (_inputs, credentials) => {
        // @ts-expect-error no credentials declared
        credentials["weather-api-key"];
        return {};
      },
    });
  });

  test("the return type is checked against the output schema", () => {
    const tool = defineTool({
      name: "weather",
      outputSchema: {
        parameters: [
          { name: "city", type: "string" },
          { name: "temperature", type: "float" },
        ],
      },
      execute: async () => ({ city: "Oslo", temperature: 3.5 }),
    });
    expectTypeOf(tool).toExtend<
      Tool<Record<string, unknown>, { city: string; temperature: number }>
    >();

    // The error is on the property, not on `execute` or the call:
    // "Type 'string' is not assignable to type 'number'".
    defineTool({
      name: "weather",
      outputSchema: { parameters: [{ name: "temperature", type: "float" }] },
      execute: () => ({
        // @ts-expect-error a string where the schema says float
        temperature: "warm",
      }),
    });
    defineTool({
      name: "weather",
      outputSchema: { parameters: [{ name: "temperature", type: "float" }] },
      // @ts-expect-error: from an async function the error is on its body, two lines long
      execute: async () => ({ temperature: "warm" }),
    });
    // A function body with `return` statements is compared as a whole: the error is on
    // `execute`, two lines long ("Type 'Promise<{ temperature: string; }>' is not
    // assignable to type '{ temperature: number; } | Promise<{ temperature: number; }>'").
    defineTool({
      name: "weather",
      outputSchema: { parameters: [{ name: "temperature", type: "float" }] },
      // @ts-expect-error a string where the schema says float, returned from a block
      execute: async () => {
        await Promise.resolve();
        return { temperature: "warm" };
      },
    });

    defineTool({
      name: "weather",
      outputSchema: { parameters: [{ name: "temperature", type: "float" }] },
      // @ts-expect-error a required output field is missing
      execute: async () => ({}),
    });
  });

  test("the tool's types come from the schemas", () => {
    const tool = defineTool({
      name: "add",
      inputSchema: { parameters: [{ name: "a", type: "float" }] },
      outputSchema: { parameters: [{ name: "sum", type: "float" }] },
      execute: ({ a }) => ({ sum: a }),
    });
    expectTypeOf(tool).toExtend<Tool<{ a: number }, { sum: number }>>();
    expectTypeOf<Parameters<typeof tool.execute>[0]>().toEqualTypeOf<{ a: number }>();
    expectTypeOf<Awaited<ReturnType<typeof tool.execute>>>().toEqualTypeOf<
      ToolReturn<{ sum: number }>
    >();
  });

  test("inline schemas give a tool whose schemas are ToolSchemas, not null", () => {
    const tool = defineTool({
      name: "add",
      inputSchema: { parameters: [{ name: "a", type: "float" }] },
      outputSchema: { parameters: [{ name: "sum", type: "float" }] },
      execute: ({ a }) => ({ sum: a }),
    });
    expectTypeOf(tool.inputSchema).toExtend<ToolSchema>();
    expectTypeOf(tool.outputSchema).toExtend<ToolSchema>();
    expectTypeOf<Infer<typeof tool.inputSchema>>().toEqualTypeOf<{ a: number }>();
    tool.inputSchema.toJSONSchema();

    const raw = defineTool({ name: "raw", execute: () => "text" });
    expectTypeOf(raw.inputSchema).toEqualTypeOf<null>();
    expectTypeOf(raw.outputSchema).toEqualTypeOf<null>();

    const built = new ToolSchema([{ name: "q", type: "string" }]);
    const withBuilt = defineTool({ name: "search", inputSchema: built, execute: ({ q }) => q });
    expectTypeOf(withBuilt.inputSchema).toExtend<typeof built>();
    expectTypeOf<Infer<typeof withBuilt.inputSchema>>().toEqualTypeOf<{ q: string }>();
  });

  test("without an output schema the output type is what execute returns", () => {
    const tool = defineTool({ name: "text", execute: () => (Math.random() > 0.5 ? "a" : 1) });
    expectTypeOf<Awaited<ReturnType<typeof tool.execute>>>().toEqualTypeOf<ToolReturn<"a" | 1>>();
  });

  test("InferSpec gives a schema's values, or the fallback without a schema", () => {
    const spec = { parameters: [{ name: "city", type: "string" }] } as const;
    expectTypeOf<InferSpec<typeof spec, Record<string, unknown>>>().toEqualTypeOf<{
      city: string;
    }>();
    expectTypeOf<InferSpec<undefined, Record<string, unknown>>>().toEqualTypeOf<
      Record<string, unknown>
    >();
  });
});

describe("definition mistakes in defineTool are compile errors on the key", () => {
  test("a misspelled key", () => {
    defineTool({
      name: "t",
      inputSchema: {
        // @ts-expect-error: 'requird' is not a key of a parameter
        parameters: [{ name: "a", type: "string", requird: true }],
      },
      execute: () => ({}),
    });
    defineTool({
      name: "t",
      outputSchema: {
        parameters: [{ name: "a", type: "string" }],
        // @ts-expect-error: 'stric' is not a key of a schema definition
        stric: true,
      },
      execute: () => ({ a: "x" }),
    });
  });

  test("a default of the wrong type", () => {
    defineTool({
      name: "t",
      inputSchema: {
        // @ts-expect-error: Type 'string' is not assignable to type 'number'
        parameters: [{ name: "days", type: "integer", required: false, default: "3" }],
      },
      execute: () => ({}),
    });
  });

  test("an enum value of the wrong type", () => {
    defineTool({
      name: "t",
      inputSchema: {
        // @ts-expect-error: Type 'number' is not assignable to type 'string'
        parameters: [{ name: "units", type: "string", enum: ["metric", 1] }],
      },
      execute: () => ({}),
    });
  });

  test("a constraint on a type it does not apply to", () => {
    defineTool({
      name: "t",
      inputSchema: {
        // @ts-expect-error: 'items' does not apply to a 'string' parameter
        parameters: [{ name: "a", type: "string", items: "string" }],
      },
      execute: () => ({}),
    });
  });

  test("a type that is not one of the six", () => {
    defineTool({
      name: "t",
      inputSchema: {
        // @ts-expect-error: Did you mean '"integer"'?
        parameters: [{ name: "n", type: "integr" }],
      },
      execute: () => ({}),
    });
  });

  test("a schema that is not a schema", () => {
    // @ts-expect-error: a string is no schema
    defineTool({ name: "t", inputSchema: "city", execute: () => ({}) });
  });

  test("a definition declared with satisfies SchemaDefinition is used as is", () => {
    const INPUT = {
      parameters: [{ name: "units", type: "string", enum: ["metric", "imperial"] }],
    } as const satisfies SchemaDefinition;
    defineTool({
      name: "t",
      inputSchema: INPUT,
      execute: (inputs) => {
        expectTypeOf(inputs).toEqualTypeOf<{ units: "metric" | "imperial" }>();
        return {};
      },
    });
  });
});

describe("an output without a schema must be JSON data", () => {
  test("JSON data, nothing, unknown and content parts type-check", () => {
    defineTool({ name: "a", execute: () => ({ a: 1, b: ["x"], c: { d: null }, e: undefined }) });
    defineTool({ name: "b", execute: async () => {} });
    defineTool({ name: "c", execute: () => JSON.parse("1") as unknown });
    defineTool({ name: "d", execute: () => (Math.random() > 0.5 ? "a" : 1) });
    const withParts = defineTool({
      name: "e",
      execute: () => toolContent([text("x")], { n: 1 }),
    });
    expectTypeOf(withParts).toExtend<Tool<Record<string, unknown>, { n: number }>>();
  });

  test("a Date, bytes, a Map or a function in an output is an error on that property", () => {
    // @ts-expect-error a Date is not JSON data
    defineTool({ name: "a", execute: () => ({ at: new Date() }) });
    // @ts-expect-error bytes belong in a content part
    defineTool({ name: "b", execute: async () => ({ png: new Uint8Array(1) }) });
    // @ts-expect-error a Map is not JSON data
    defineTool({ name: "c", execute: () => ({ index: new Map<string, number>() }) });
    // @ts-expect-error a function is not JSON data
    defineTool({ name: "d", execute: () => ({ run: () => 1 }) });
    // @ts-expect-error also beside content parts
    defineTool({ name: "e", execute: () => toolContent([], { at: new Date() }) });
  });
});
