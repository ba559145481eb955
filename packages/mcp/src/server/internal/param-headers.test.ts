import { type AnyTool, defineTool } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { paramHeaderProblem } from "./param-headers";

const plain = defineTool({
  name: "plain",
  inputSchema: { parameters: [{ name: "region", type: "string" }] },
  execute: () => ({}),
});

type Schema = NonNullable<AnyTool["inputSchema"]>;
const SchemaClass = (plain.inputSchema as Schema).constructor as new (
  parameters: readonly object[],
) => Schema;

// A tool whose JSON Schema mirrors `region` (a string), `limits.count` (an integer, nested) and
// `flag` (a boolean) into headers.
class MirroredSchema extends SchemaClass {
  override toJSONSchema(): ReturnType<Schema["toJSONSchema"]> {
    return {
      type: "object",
      properties: {
        region: { type: "string", "x-mcp-header": "Region" },
        limits: {
          type: "object",
          properties: { count: { type: "integer", "x-mcp-header": "Count" } },
        },
        flag: { type: "boolean", "x-mcp-header": "Flag" },
      },
    } as unknown as ReturnType<Schema["toJSONSchema"]>;
  }
}
const mirrored = defineTool({
  name: "mirrored",
  inputSchema: new MirroredSchema([]),
  execute: () => ({}),
});

function headers(values: Record<string, string>): (name: string) => string | undefined {
  return (name) => values[name];
}

describe("paramHeaderProblem", () => {
  test("a tool that mirrors nothing: no problem, whatever the headers", () => {
    expect(paramHeaderProblem(plain, { region: "eu" }, headers({}))).toBeUndefined();
  });

  test("headers that say what the body says: as text, Base64, an integer, a boolean", () => {
    const inputs = { region: "Hello, 世界", limits: { count: 42 }, flag: true };
    const sent = {
      "mcp-param-region": `=?base64?${Buffer.from("Hello, 世界").toString("base64")}?=`,
      "mcp-param-count": " 42.0 ",
      "mcp-param-flag": "true",
    };
    expect(paramHeaderProblem(mirrored, inputs, headers(sent))).toBeUndefined();
    // A value the body does not hold needs no header.
    expect(paramHeaderProblem(mirrored, {}, headers({}))).toBeUndefined();
    // Without both markers, a value is literal text.
    expect(
      paramHeaderProblem(
        mirrored,
        { region: "=?base64?SGk=" },
        headers({ "mcp-param-region": "=?base64?SGk=" }),
      ),
    ).toBeUndefined();
  });

  test("a missing header, a different value, or bad Base64: a message naming the header", () => {
    expect(paramHeaderProblem(mirrored, { region: "eu" }, headers({}))).toBe(
      "Header mismatch: Mcp-Param-Region is missing, and the body gives 'region'",
    );
    expect(
      paramHeaderProblem(mirrored, { limits: { count: 7 } }, headers({ "mcp-param-count": "8" })),
    ).toBe(
      "Header mismatch: Mcp-Param-Count header value does not match the body value of 'limits.count'",
    );
    for (const bad of ["=?base64?SGVsbG8?=", "=?base64?SGVs!!!bG8=?="]) {
      expect(
        paramHeaderProblem(mirrored, { region: "Hello" }, headers({ "mcp-param-region": bad })),
      ).toBe("Header mismatch: Mcp-Param-Region holds a value marked Base64 that is not Base64");
    }
  });
});
