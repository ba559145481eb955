// The MCP client configuration of the root README, run as written: the official SDK's client
// spawns its command over stdio, lists the demo's tools and calls them.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO_API_KEY } from "../src/setup";

const ROOT = fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "");

interface ServerConfig {
  command: string;
  args: string[];
}

/** The README's `mcpServers` entry, with the clone's path in place of `/path/to/kit`. */
async function readmeServer(): Promise<ServerConfig> {
  const readme = await readFile(`${ROOT}/README.md`, "utf8");
  const block = /```json\n(\{\n\s+"mcpServers"[\s\S]*?)\n```/.exec(readme)?.[1];
  if (block === undefined) throw new Error("README.md has no ```json block with mcpServers");
  const config = JSON.parse(block) as { mcpServers: Record<string, ServerConfig> };
  const server = config.mcpServers["kit-demo"];
  if (server === undefined) throw new Error("README.md's mcpServers has no 'kit-demo'");
  return { ...server, args: server.args.map((arg) => arg.replace("/path/to/kit", ROOT)) };
}

let client: Client;
let transport: StdioClientTransport;
let stderr = "";
const errors: Error[] = [];

beforeAll(async () => {
  const server = await readmeServer();
  expect(server.command).toBe("pnpm");
  transport = new StdioClientTransport({ ...server, stderr: "pipe" });
  transport.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  client = new Client({ name: "readme-test", version: "1.0.0" });
  // Anything on stdout that is not a protocol message would end up here.
  client.onerror = (error) => errors.push(error);
  await client.connect(transport);
});
afterAll(() => client.close());

/**
 * The first match of `pattern` in the server's stderr, once there is one: stderr is a pipe of its
 * own, so a line the server wrote before a reply can reach us after it.
 */
async function stderrMatch(pattern: RegExp): Promise<RegExpExecArray> {
  for (;;) {
    const match = pattern.exec(stderr);
    if (match !== null) return match;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function textOf(result: Awaited<ReturnType<Client["callTool"]>>): string {
  const content = result.content as { type: string; text: string }[];
  return content.map((part) => part.text).join("");
}

describe("the README's MCP client configuration", () => {
  test("lists the demo's tools, with annotations from their effects", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      "read_file",
      "calculator",
      "convert_currency",
      "fetch_weather",
      "delete_note",
      "render_chart",
      "count_words",
      "lookup_customer",
      "place_order",
    ]);
    const deleteNote = tools.find((tool) => tool.name === "delete_note");
    expect(deleteNote?.annotations).toMatchObject({ destructiveHint: true, readOnlyHint: false });
  });

  test("calls tools: the calculator, and the weather with the demo's credential", async () => {
    const sum = await client.callTool({
      name: "calculator",
      arguments: { operation: "divide", a: 10, b: 4 },
    });
    expect(sum.structuredContent).toEqual({ result: 2.5 });

    const weather = await client.callTool({
      name: "fetch_weather",
      arguments: { city: "Paris", units: "metric" },
    });
    expect(weather.structuredContent).toEqual({
      city: "Paris",
      country: "FR",
      temperature: 14,
      units: "metric",
      conditions: "clear sky",
    });
  });

  test("the zod tool and the nested one: declared from their schemas, called with their checks", async () => {
    const { tools } = await client.listTools();
    const lookup = tools.find((tool) => tool.name === "lookup_customer");
    // zod's JSON Schema, read exactly: its pattern, its default, its output's closed objects.
    expect(lookup?.inputSchema.properties?.customerId).toEqual({
      type: "string",
      description: "The customer's id, such as C-1042",
      pattern: "^C-\\d{4}$",
    });
    expect(lookup?.inputSchema.properties?.include).toMatchObject({ default: ["address"] });
    expect(lookup?.outputSchema).toMatchObject({ additionalProperties: false });
    const order = tools.find((tool) => tool.name === "place_order");
    expect(order?.inputSchema.properties?.items).toMatchObject({
      type: "array",
      items: { type: "object", required: ["sku", "qty"] },
    });

    const customer = await client.callTool({
      name: "lookup_customer",
      arguments: { customerId: "C-1042", include: ["orders"] },
    });
    expect(customer.structuredContent).toEqual({
      customerId: "C-1042",
      name: "Ingrid Berg",
      tier: "gold",
      orders: ["ORD-1042-2500"],
    });
    const bad = await client.callTool({ name: "lookup_customer", arguments: { customerId: "42" } });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toContain(
      "Parameter 'customerId': Invalid string: must match pattern /^C-\\d{4}$/",
    );

    const placed = await client.callTool({
      name: "place_order",
      arguments: {
        customerId: "C-1042",
        items: [{ sku: "TEA-0420", qty: 2 }],
        shipTo: {
          name: "Ingrid Berg",
          street: "Storgata 1",
          city: "Oslo",
          postalCode: "0155",
          country: "NO",
        },
        payment: { method: "card", last4: "4242" },
      },
    });
    expect(placed.structuredContent).toEqual({
      orderId: "ORD-1042-1580",
      items: 2,
      total: 15.8,
      currency: "EUR",
      shipTo: "Oslo, NO",
    });
  });

  test("the chart comes back as an MCP image, and the word count reports progress and logs", async () => {
    const chart = await client.callTool({
      name: "render_chart",
      arguments: { title: "Rain, mm", values: [3, 1, 2] },
    });
    expect(chart.structuredContent).toEqual({ bars: 3, max: 3 });
    const image = (chart.content as { type: string; data?: string; mimeType?: string }[]).find(
      (part) => part.type === "image",
    );
    expect(image?.mimeType).toBe("image/png");
    // A real PNG: its signature, base64-encoded.
    expect(Buffer.from(image?.data ?? "", "base64").subarray(0, 4)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    );

    // What the server wrote, in order: the SDK's client drops a progress notification that
    // reaches it in the same chunk as the result, so the test reads the messages themselves.
    const seen: { method?: string; params?: Record<string, unknown>; id?: unknown }[] = [];
    const onmessage = transport.onmessage;
    if (onmessage === undefined) throw new Error("the client did not listen to its transport");
    transport.onmessage = (message) => {
      seen.push(message as (typeof seen)[number]);
      onmessage(message);
    };
    const count = await client.callTool(
      { name: "count_words", arguments: { folder: "notes" } },
      undefined,
      { onprogress: () => {} },
    );
    transport.onmessage = onmessage;
    expect(count.structuredContent).toEqual({ files: 2, words: 13 });
    const result = seen.findIndex(
      (message) => message.id !== undefined && message.method === undefined,
    );
    const before = seen.slice(0, result);
    expect(
      before
        .filter((message) => message.method === "notifications/progress")
        .map((message) => [message.params?.progress, message.params?.total]),
    ).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
    expect(
      before
        .filter((message) => message.method === "notifications/message")
        .map((message) => message.params?.data),
    ).toContain("13 words in 2 files of 'notes'");
  });

  test("failures come back as text for the model, the key redacted, the sandbox kept", async () => {
    const atlantis = await client.callTool({
      name: "fetch_weather",
      arguments: { city: "Atlantis" },
    });
    expect(atlantis.isError).toBe(true);
    expect(textOf(atlantis)).toContain("appid=[REDACTED] answered 404: city not found");
    expect(JSON.stringify(atlantis)).not.toContain(DEMO_API_KEY);

    const outside = await client.callTool({ name: "read_file", arguments: { path: "../.env" } });
    expect(outside.isError).toBe(true);
    expect(textOf(outside)).toBe(
      "Tool 'read_file' execution failed: Path '../.env' goes up with '..': only the sandbox directory can be read.",
    );

    const denied = await client.callTool({ name: "delete_note", arguments: { name: "todo.md" } });
    expect(textOf(denied)).toBe(
      "Tool 'delete_note' execution failed: Tool 'delete_note' call was not approved.",
    );
  });

  test("closing the client stops the server, which removes its temporary directory", async () => {
    const directory = (await stderrMatch(/\(sandbox (\S+)\/sandbox,/))[1];
    expect(directory).toMatch(/kit-demo-/);
    expect(existsSync(directory!)).toBe(true);
    const exited = new Promise<void>((resolve) => {
      transport.onclose = () => resolve();
    });
    await client.close();
    await exited;
    expect(existsSync(directory!)).toBe(false);
  });

  // After the close: the process's pipes are closed, so stderr has been read to its end.
  test("stdout carried protocol messages only; stderr says what is served, never the key", () => {
    // The SDK's client handles a notification a microtask late but a result at once, so a last
    // progress notification read in the same chunk as its result finds its handler gone and is
    // reported here; the server sent it first (the count_words test reads the order itself).
    const lateProgress = /^Received a progress notification for an unknown token/;
    expect(errors.filter((error) => !lateProgress.test(error.message))).toEqual([]);
    expect(stderr).toContain(
      "kit demo: serving read_file, calculator, convert_currency, fetch_weather, delete_note, render_chart, count_words, lookup_customer, place_order over MCP on stdio",
    );
    expect(stderr).toContain("kit demo: approval delete_note");
    expect(stderr).toContain("kit demo: approval place_order");
    expect(stderr).not.toContain(DEMO_API_KEY);
  });
});
