// The cap on a result's text (maxResultLength), through the official client in memory: text is
// cut with the providers' marker; a structured output over the cap is an isError result, which
// the client accepts for a tool with an output schema (a success without structuredContent it
// would refuse).
import { defineTool } from "@kit/tools";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterEach, describe, expect, test } from "vitest";
import { createMcpServer, type McpServerOptions } from "../src/index";
import { textOf } from "./support/client-suite";

const big = defineTool({
  name: "big_text",
  description: "Returns a string of the length asked for.",
  inputSchema: { parameters: [{ name: "length", type: "integer" }] },
  execute: ({ length }) => "x".repeat(length),
});

const rows = defineTool({
  name: "rows",
  description: "Returns as many rows as asked for.",
  inputSchema: { parameters: [{ name: "count", type: "integer" }] },
  outputSchema: { parameters: [{ name: "rows", type: "list", items: "string" }] },
  execute: ({ count }) => ({ rows: Array.from({ length: count }, (_, i) => `row ${i}`) }),
});

const loud = defineTool({
  name: "loud_failure",
  description: "Throws an error with a long message.",
  execute: () => {
    throw new Error("y".repeat(300_000));
  },
});

let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

async function connect(options?: McpServerOptions): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer([big, rows, loud], options).connect(serverSide);
  client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(clientSide);
  // The client checks structuredContent against the listed outputSchema from now on.
  await client.listTools();
  return client;
}

describe("maxResultLength", () => {
  test("by default a 1.2 MB text is cut to 100,000 characters, ending with the marker", async () => {
    const result = await (await connect()).callTool({
      name: "big_text",
      arguments: { length: 1_200_000 },
    });
    expect(result.isError).toBeUndefined();
    const text = textOf(result);
    // The marker's count of shown characters has one digit fewer than the cap's 100000.
    expect(text).toHaveLength(99_999);
    const shown = text.indexOf("\n");
    // The output's JSON: the string and its two quotes.
    expect(text.slice(shown)).toBe(`\n[truncated: shown ${shown} of 1200002 characters]`);
    expect(text.slice(0, shown)).toBe(`"${"x".repeat(shown - 1)}`);
  });

  test("a text within the cap goes whole", async () => {
    const result = await (await connect({ maxResultLength: 100 })).callTool({
      name: "big_text",
      arguments: { length: 98 },
    });
    expect(textOf(result)).toBe(`"${"x".repeat(98)}"`);
  });

  test("the cap given is the cap", async () => {
    const result = await (await connect({ maxResultLength: 500 })).callTool({
      name: "big_text",
      arguments: { length: 501 },
    });
    expect(textOf(result)).toHaveLength(500);
    expect(textOf(result)).toMatch(/\n\[truncated: shown \d+ of 503 characters\]$/);
  });

  test("a structured output within the cap is sent whole, as structuredContent and text", async () => {
    const result = await (await connect({ maxResultLength: 100 })).callTool({
      name: "rows",
      arguments: { count: 3 },
    });
    expect(result).toEqual({
      content: [{ type: "text", text: '{"rows":["row 0","row 1","row 2"]}' }],
      structuredContent: { rows: ["row 0", "row 1", "row 2"] },
    });
  });

  test("a structured output over the cap is an isError result naming the tool, its size and the cap", async () => {
    const result = await (await connect({ maxResultLength: 100 })).callTool({
      name: "rows",
      arguments: { count: 20 },
    });
    const size = JSON.stringify({
      rows: Array.from({ length: 20 }, (_, i) => `row ${i}`),
    }).length;
    expect(result).toEqual({
      content: [
        {
          type: "text",
          text:
            `Tool 'rows' output was not sent: its JSON is ${size} characters, over the limit of ` +
            "100. Call it again asking for less (a narrower query, fewer items, a smaller page).",
        },
      ],
      isError: true,
    });
  });

  test("a failure's text is capped too", async () => {
    const result = await (await connect()).callTool({ name: "loud_failure" });
    expect(result.isError).toBe(true);
    const text = textOf(result);
    expect(text).toHaveLength(99_999);
    expect(text).toMatch(
      /^Tool 'loud_failure' execution failed: y+\n\[truncated: shown \d+ of 300\d+ characters\]$/,
    );
  });

  test.each([0, 99, 1.5, Number.NaN])("%s is refused when the server is made", (value) => {
    expect(() => createMcpServer([], { maxResultLength: value })).toThrow(
      new RangeError(`maxResultLength must be an integer of at least 100, got ${value}`),
    );
  });
});
