import { describe, expectTypeOf, test } from "vitest";
import { defineTool, type InferSpec } from "./define-tool";
import type { Tool } from "./tool";
import type { ToolContext } from "./tool-context";

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

    defineTool({
      name: "weather",
      outputSchema: { parameters: [{ name: "temperature", type: "float" }] },
      // @ts-expect-error a string where the schema says float
      execute: () => ({ temperature: "warm" }),
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
    expectTypeOf(tool).toEqualTypeOf<Tool<{ a: number }, { sum: number }>>();
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
