// Tools whose schemas are zod 4 schemas (Standard Schema with Standard JSON Schema): built into
// ToolSchemas, run through the executor and the dispatcher, declared from the library's JSON
// Schema, and refused clearly where they cannot be kept.
import { CANARY, visibleText } from "@kit/test-support";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { toolContract } from "../contracts/tool-contract";
import { ToolDispatcher } from "../dispatch/tool-dispatcher";
import { ToolValidationError } from "../errors/tool-validation-error";
import { ToolExecutor } from "../executor/tool-executor";
import { ToolSchema } from "../internal/schema-values";
import { defineTool } from "./define-tool";
import { Tool } from "./tool";
import { ToolRegistry } from "./tool-registry";

const lineItem = z.object({
  sku: z.string().regex(/^[A-Z]{3}-\d{4}$/),
  qty: z.int().min(1),
  price: z.number().optional(),
});

const orderInput = z
  .object({
    customer: z.string().min(1).describe("The customer's id"),
    items: z.array(lineItem).min(1),
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
  })
  .refine((order) => order.items.length <= 3 || order.speed === "standard", {
    message: "express orders hold at most 3 line items",
  });

const orderOutput = z.object({
  orderId: z.string(),
  total: z.number().min(0),
  currency: z.string().default("EUR"),
});

function placeOrder() {
  const received: unknown[] = [];
  const tool = defineTool({
    name: "place_order",
    description: "Places an order.",
    inputSchema: orderInput,
    outputSchema: orderOutput,
    execute: (order) => {
      received.push(order);
      const total = order.items.reduce((sum, item) => sum + item.qty * (item.price ?? 10), 0);
      return { orderId: `o-${order.customer}`, total };
    },
  });
  return { tool, received };
}

const validOrder = {
  customer: "c-17",
  items: [
    { sku: "ABC-1234", qty: 2 },
    { sku: "XYZ-0001", qty: 1, price: 4.5 },
  ],
  payment: { kind: "invoice", days: 30 },
  coupon: "spring",
};

describe("defineTool with zod schemas", () => {
  test("builds ToolSchemas from zod's input and output JSON Schemas", () => {
    const { tool } = placeOrder();
    expect(tool.inputSchema).toBeInstanceOf(ToolSchema);
    expect(tool.inputSchema.parameters.map((parameter) => parameter.name)).toEqual([
      "customer",
      "items",
      "note",
      "speed",
      "payment",
      "coupon",
    ]);
    // What a provider format or MCP declares: the library's JSON Schema, read exactly.
    expect(tool.inputSchema.toJSONSchema().properties.items).toEqual({
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        properties: {
          sku: { type: "string", pattern: "^[A-Z]{3}-\\d{4}$" },
          qty: { type: "integer", minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
          price: { type: "number" },
        },
        required: ["sku", "qty"],
      },
    });
    expect(tool.outputSchema.toJSONSchema()).toMatchObject({
      required: ["orderId", "total", "currency"],
      additionalProperties: false,
    });
    expect(toolContract(tool).input?.parameters[3]).toMatchObject({
      name: "speed",
      default: "standard",
    });
  });

  test("through the executor the tool gets zod's output and the result holds zod's output", async () => {
    const { tool, received } = placeOrder();
    const result = await new ToolExecutor().execute(tool, validOrder);
    expect(received).toEqual([
      {
        customer: "c-17",
        items: validOrder.items,
        speed: "standard",
        payment: { kind: "invoice", days: 30 },
        coupon: "SPRING",
      },
    ]);
    expect(result.output).toEqual({ orderId: "o-c-17", total: 24.5, currency: "EUR" });
  });

  test("bad inputs are a ToolValidationError with kit's text and zod's words at each path", async () => {
    const { tool, received } = placeOrder();
    const error = await new ToolExecutor()
      .execute(tool, {
        ...validOrder,
        items: [...validOrder.items, { sku: "abc", qty: 0 }],
      })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ToolValidationError);
    expect((error as ToolValidationError).direction).toBe("input");
    expect((error as ToolValidationError).message).toBe(
      [
        "Tool 'place_order' input validation failed:",
        "  Parameter 'items[2].sku': Invalid string: must match pattern /^[A-Z]{3}-\\d{4}$/",
        "  Parameter 'items[2].qty': Too small: expected number to be >=1",
      ].join("\n"),
    );
    expect(received).toEqual([]);
  });

  test("a refinement of the whole input is reported about the parameters", async () => {
    const { tool } = placeOrder();
    const items = Array.from({ length: 4 }, () => ({ sku: "ABC-1234", qty: 1 }));
    const result = await new ToolExecutor().execute(
      tool,
      { ...validOrder, items, speed: "express" },
      { raiseOnFailure: false },
    );
    expect((result.error as ToolValidationError).errors).toEqual([
      "Parameters: express orders hold at most 3 line items",
    ]);
  });

  test("a bad output is a ToolValidationError of the output, its secret redacted", async () => {
    const tool = defineTool({
      name: "leaky",
      credentialNames: ["shop-key"],
      outputSchema: z.object({
        orderId: z.string().refine((id) => id.startsWith("o-"), {
          error: (issue) => `not an order id: ${String(issue.input)}`,
        }),
      }),
      execute: (_inputs, credentials) => ({ orderId: credentials["shop-key"] }),
    });
    const executor = new ToolExecutor({
      credentials: { resolve: async () => ({ "shop-key": CANARY }) },
    });
    const result = await executor.execute(tool, {}, { raiseOnFailure: false });
    expect((result.error as ToolValidationError).direction).toBe("output");
    expect(result.error?.message).toBe(
      "Tool 'leaky' output validation failed:\n  Parameter 'orderId': not an order id: [REDACTED]",
    );
    expect(visibleText(result)).not.toContain(CANARY);
  });

  test("a credential value sent as an input is not in the error text", async () => {
    const { tool } = placeOrder();
    const result = await new ToolExecutor().execute(
      tool,
      { ...validOrder, customer: 42, note: { token: CANARY }, speed: CANARY },
      { raiseOnFailure: false },
    );
    expect(result.status).toBe("failure");
    expect(visibleText(result)).not.toContain(CANARY);
  });

  test("an async refinement fails the call as an input error and the tool never runs", async () => {
    const received: unknown[] = [];
    const tool = defineTool({
      name: "lookup",
      inputSchema: z.object({ user: z.string().refine(async (user) => user.length > 0) }),
      execute: (inputs) => {
        received.push(inputs);
        return {};
      },
    });
    const result = await new ToolExecutor().execute(
      tool,
      { user: "ada" },
      { raiseOnFailure: false },
    );
    expect((result.error as ToolValidationError).errors).toEqual([
      "Parameters: the zod schema validated asynchronously (it returned a promise), and tool values are checked synchronously: remove its async refinements or transforms",
    ]);
    expect(received).toEqual([]);
  });

  test("through the dispatcher a model reads zod's words and the expected parameters", async () => {
    const { tool } = placeOrder();
    const registry = new ToolRegistry();
    registry.register(tool);
    const dispatcher = new ToolDispatcher(registry);
    const outcome = await dispatcher.dispatch({
      id: "call-1",
      name: "place_order",
      arguments: JSON.stringify({ ...validOrder, items: [] }),
    });
    expect(outcome.result.status).toBe("failure");
    expect(outcome.text).toContain(
      "Parameter 'items': Too small: expected array to have >=1 items",
    );
    expect(outcome.text).toContain("Expected parameters: customer (string, required), items (");
    const good = await dispatcher.dispatch({
      id: "call-2",
      name: "place_order",
      arguments: JSON.stringify(validOrder),
    });
    expect(JSON.parse(good.text)).toEqual({ orderId: "o-c-17", total: 24.5, currency: "EUR" });
    // Broken JSON never reaches zod: kit's own message, as for any tool.
    const broken = await dispatcher.dispatch({
      id: "call-3",
      name: "place_order",
      arguments: '{"customer":"c-17"',
    });
    expect(broken.text).toMatch(
      /^Tool 'place_order' input validation failed:\n {2}Arguments are not valid JSON/,
    );
  });

  test("a Tool subclass takes zod schemas as INPUT_SCHEMA and OUTPUT_SCHEMA", async () => {
    const input = z.object({ city: z.string(), days: z.int().min(1).default(3) });
    class Forecast extends Tool<z.output<typeof input>, { days: number }> {
      static override TOOL_NAME = "forecast";
      static override INPUT_SCHEMA = input;
      static override OUTPUT_SCHEMA = z.object({ days: z.int() });
      execute(inputs: z.output<typeof input>) {
        return { days: inputs.days };
      }
    }
    const result = await new ToolExecutor().execute(new Forecast(), { city: "Oslo" });
    expect(result.output).toEqual({ days: 3 });
  });
});

describe("defineTool refuses a library's schema it cannot keep", () => {
  const define = (inputSchema: unknown, outputSchema?: unknown) => () =>
    defineTool({
      name: "t",
      inputSchema: inputSchema as z.ZodObject,
      outputSchema: outputSchema as z.ZodObject,
      execute: () => ({}),
    });

  test("a JSON Schema kit cannot keep exactly: each keyword at its pointer, in a SemanticError", () => {
    expect(define(z.object({ email: z.email() }))).toThrow(
      /^Invalid input schema \(inputSchema\) on tool 't':\n {2}\/properties\/email\/pattern: 'pattern' must not repeat a group[^\n]*\n {2}The zod schema's input JSON Schema cannot be kept exactly at the places above, so a model would not be told what it checks: change those parts of the schema$/,
    );
  });

  test("an output whose JSON Schema the library cannot give", () => {
    expect(define(undefined, z.object({ total: z.string().transform(Number) }))).toThrow(
      "Invalid output schema (outputSchema) on tool 't':\n  The zod schema cannot give the JSON Schema of its output: Transforms cannot be represented in JSON Schema",
    );
  });

  test("a Standard Schema without Standard JSON Schema, naming the adapter", () => {
    const standardOnly = {
      "~standard": { version: 1, vendor: "valibot", validate: (value: unknown) => ({ value }) },
    };
    expect(define(standardOnly)).toThrow(
      /The valibot schema implements Standard Schema but not Standard JSON Schema \('~standard.jsonSchema'\).*toStandardJsonSchema from @valibot\/to-json-schema.*zod 3 is not supported/,
    );
  });
});
