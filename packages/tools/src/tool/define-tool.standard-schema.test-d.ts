// defineTool's types with a zod 4 schema: inputs are the library's output type, `execute`
// returns the output schema's input type, and a wrong return is a compile error.
import type { StandardSchemaV1, ToolSchema } from "@kit/schema";
import { describe, expectTypeOf, test } from "vitest";
import { z } from "zod";
import { toolContent } from "../content/tool-content";
import { ToolExecutor } from "../executor/tool-executor";
import type { ToolResult } from "../executor/tool-result";
import { defineTool, type InferSpec, type ReturnOfSpec } from "./define-tool";

const order = z.object({
  items: z.array(z.object({ sku: z.string(), qty: z.int(), price: z.number().optional() })),
  speed: z.enum(["standard", "express"]).default("standard"),
  coupon: z.string().transform((code) => code.length),
  note: z.string().nullable().optional(),
});

const receipt = z.object({ orderId: z.string(), currency: z.string().default("EUR") });

describe("defineTool with Standard Schemas", () => {
  test("inputs are the input schema's output type: defaults present, transforms applied", () => {
    defineTool({
      name: "place_order",
      inputSchema: order,
      execute: (inputs) => {
        expectTypeOf(inputs).toEqualTypeOf<{
          items: { sku: string; qty: number; price?: number | undefined }[];
          speed: "standard" | "express";
          coupon: number;
          note?: string | null | undefined;
        }>();
        return {};
      },
    });
  });

  test("execute returns the output schema's input type; the tool's output is its output type", () => {
    const tool = defineTool({
      name: "receipt",
      outputSchema: receipt,
      execute: () => ({ orderId: "o-1" }),
    });
    expectTypeOf(tool.outputSchema).toEqualTypeOf<ToolSchema>();
    expectTypeOf(tool.inputSchema).toEqualTypeOf<null>();
    const result = new ToolExecutor().execute(tool, {});
    expectTypeOf(result).resolves.toEqualTypeOf<
      ToolResult<{ orderId: string; currency: string }>
    >();
    expectTypeOf<InferSpec<typeof receipt, never>>().toEqualTypeOf<{
      orderId: string;
      currency: string;
    }>();
    expectTypeOf<ReturnOfSpec<typeof receipt, never>>().toEqualTypeOf<{
      orderId: string;
      currency?: string | undefined;
    }>();
    defineTool({
      name: "receipt_async",
      outputSchema: receipt,
      execute: async () => toolContent([], { orderId: "o-1", currency: "NOK" }),
    });
  });

  test("a wrong return is a compile error", () => {
    defineTool({
      name: "receipt",
      outputSchema: receipt,
      // @ts-expect-error: orderId must be a string
      execute: () => ({ orderId: 1 }),
    });
    defineTool({
      name: "receipt",
      outputSchema: receipt,
      // @ts-expect-error: orderId is missing
      execute: async () => ({ currency: "EUR" }),
    });
  });

  test("a Standard Schema without Standard JSON Schema is refused at compile time", () => {
    const standardOnly = {} as StandardSchemaV1<{ city: string }>;
    defineTool({
      name: "t",
      // @ts-expect-error: kit needs the JSON Schema too (~standard.jsonSchema)
      inputSchema: standardOnly,
      execute: () => ({}),
    });
  });
});
