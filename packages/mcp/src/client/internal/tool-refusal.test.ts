import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./schema-depth";
import { MAX_SCHEMA_NESTING, readListedTool, shownName } from "./tool-refusal";

const object = { type: "object", properties: {} };
const BAD_NAME = "its name is not an MCP tool name (1 to 128 of A-Z, a-z, 0-9, '_', '-', '.')";

// An object schema whose JSON nests exactly `depth` levels: itself, `properties`, then a chain
// of list schemas one level each.
function nested(depth: number): Record<string, unknown> {
  let chain: Record<string, unknown> = { type: "string" };
  for (let level = 3; level < depth; level += 1) chain = { type: "array", items: chain };
  return { type: "object", properties: { a: chain } };
}

describe("nestsDeeperThan", () => {
  it("counts objects and lists, the value itself as level 1, without recursion", () => {
    expect(nestsDeeperThan({ a: [{}] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(nestsDeeperThan("text", 0)).toBe(false);
    expect(nestsDeeperThan(nested(10), 10)).toBe(false);
    expect(nestsDeeperThan(nested(11), 10)).toBe(true);
    let deep: unknown = {};
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(nestsDeeperThan(deep, 100)).toBe(true);
  });
});

describe("readListedTool", () => {
  it("takes an MCP tool name of 1 to 128 letters, digits, '_', '-' and '.'", async () => {
    for (const name of ["a", "get-user.v2_x", "x".repeat(128)]) {
      expect(await readListedTool({ name, inputSchema: object })).toHaveProperty("tool.name", name);
    }
  });

  it("refuses an empty name, a path, a space, a control or bidi character, 129 characters", async () => {
    for (const name of ["", "a/b", "..\\x", "a b", "a\u0000b", "a\u202eb", "x".repeat(129), 7]) {
      expect(await readListedTool({ name, inputSchema: object })).toEqual({ refusal: BAD_NAME });
    }
  });

  it("refuses a schema past the nesting bound and takes one at it", async () => {
    const at = nested(MAX_SCHEMA_NESTING);
    const past = nested(MAX_SCHEMA_NESTING + 1);
    expect(await readListedTool({ name: "t", inputSchema: at })).toHaveProperty("tool");
    expect(await readListedTool({ name: "t", inputSchema: past })).toEqual({
      refusal: "its inputSchema nests deeper than 100 levels, the most kit reads",
    });
    expect(await readListedTool({ name: "t", inputSchema: object, outputSchema: past })).toEqual({
      refusal: "its outputSchema nests deeper than 100 levels, the most kit reads",
    });
  });

  it("refuses what is not an MCP tool, saying where", async () => {
    expect(await readListedTool("tool")).toEqual({ refusal: "it is not an object" });
    const listed = await readListedTool({
      name: "t",
      inputSchema: object,
      annotations: { readOnlyHint: "yes" },
    });
    expect(listed).toEqual({
      refusal: expect.stringMatching(/^it is not an MCP tool \(annotations\.readOnlyHint: /),
    });
    expect(await readListedTool({ name: "t" })).toEqual({
      refusal: expect.stringMatching(/^it is not an MCP tool \(inputSchema: /),
    });
  });
});

describe("shownName", () => {
  it("escapes controls and bidi characters and cuts a long name", () => {
    expect(shownName("a\u0000b\u202ec")).toBe("a\\u0000b\\u202ec");
    expect(shownName("x".repeat(100))).toBe(`${"x".repeat(80)}...`);
    expect(shownName(undefined)).toBe("(undefined)");
    expect(shownName(null)).toBe("(null)");
  });
});
