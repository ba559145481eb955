import { describe, expect, test } from "vitest";
import { defineTool } from "../../tool/define-tool";
import type { AnyTool } from "../../tool/tool";
import { ToolRegistry } from "../../tool/tool-registry";
import { ToolDispatcher } from "../tool-dispatcher";
import { dictionariesFromEntries, isEntryDictionary } from "./entry-dictionaries";
import { UnparsedArguments } from "./unparsed-arguments";

// A tool whose input schema says this JSON Schema, for the walk alone.
function toolOf(json: object): AnyTool {
  return { inputSchema: { toJSONSchema: () => json } } as unknown as AnyTool;
}

const strings = { type: "object", additionalProperties: { type: "string" } };

function problemOf(value: unknown): string | undefined {
  return value instanceof UnparsedArguments ? value.problem : undefined;
}

describe("isEntryDictionary", () => {
  test.each([
    [strings, true],
    [{ type: ["object", "null"], properties: {}, additionalProperties: { type: "number" } }, true],
    [{ type: "object" }, false],
    [{ type: "object", additionalProperties: {} }, false],
    [{ type: "object", additionalProperties: true }, false],
    [{ type: "object", properties: { a: {} }, additionalProperties: { type: "string" } }, false],
    [{ type: "object", anyOf: [strings], additionalProperties: { type: "string" } }, false],
    [{ type: "array", items: strings }, false],
  ] as const)("%j: %s", (node, expected) => {
    expect(isEntryDictionary(node)).toBe(expected);
  });
});

describe("dictionariesFromEntries", () => {
  const tool = toolOf({
    type: "object",
    properties: {
      headers: strings,
      pages: { type: "array", items: { type: "object", properties: { meta: strings } } },
      nested: { type: "object", additionalProperties: strings },
    },
  });

  test("a list of entries becomes its dictionary at every depth; the caller's value is kept", () => {
    const value = {
      headers: [
        { key: "Accept", value: "text/html" },
        { key: "__proto__", value: "x" },
      ],
      pages: [{ meta: [{ key: "a", value: "1" }] }, { meta: { b: "2" } }],
      nested: [{ key: "outer", value: [{ key: "inner", value: "v" }] }],
    };
    const before = structuredClone(value);
    const out = dictionariesFromEntries(tool, value) as Record<string, unknown>;
    expect(value).toEqual(before);
    const headers = out.headers as Record<string, unknown>;
    expect(Object.keys(headers)).toEqual(["Accept", "__proto__"]);
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
    expect(headers.Accept).toBe("text/html");
    expect(out.pages).toEqual([{ meta: { a: "1" } }, { meta: { b: "2" } }]);
    expect(out.nested).toEqual({ outer: { inner: "v" } });
  });

  test("what is not a list there, and a schema without entry dictionaries, are left as they are", () => {
    const value = { headers: { a: "b" }, pages: null };
    expect(dictionariesFromEntries(tool, value)).toBe(value);
    const plain = toolOf({ type: "object", properties: { list: { type: "array" } } });
    const list = { list: [{ key: "a", value: 1 }] };
    expect(dictionariesFromEntries(plain, list)).toBe(list);
  });

  test("a key given twice, or an entry of another shape, is the one problem, with its place", () => {
    expect(
      problemOf(
        dictionariesFromEntries(tool, {
          headers: [
            { key: "a", value: "1" },
            { key: "b", value: "2" },
            { key: "a", value: "3" },
          ],
        }),
      ),
    ).toBe("Parameter 'headers': the key 'a' is given twice (entries 0 and 2)");
    for (const entry of [
      { key: 1, value: "x" },
      { key: "a" },
      { key: "a", value: "x", extra: true },
      "a",
      ["a", "x"],
      null,
    ]) {
      expect(problemOf(dictionariesFromEntries(tool, { pages: [{}, { meta: [entry] }] }))).toBe(
        "Parameter 'pages[1].meta[0]': expected a { key, value } entry (a string 'key', a 'value', no other field)",
      );
    }
  });

  test("not through a reference, nor into a union of dictionaries without a tag", () => {
    const value = { r: [{ key: "a", value: "1" }], u: { d: [{ key: "a", value: "1" }] } };
    const refTool = toolOf({
      type: "object",
      properties: {
        r: { $ref: "#/$defs/strings" },
        u: {
          anyOf: [
            { type: "object", properties: { d: strings, x: { type: "string" } } },
            { type: "object", properties: { d: strings, y: { type: "string" } } },
          ],
        },
      },
      $defs: { strings },
    });
    expect(dictionariesFromEntries(refTool, value)).toBe(value);
  });

  test("into the branch a union's tag names, and into its one dictionary", () => {
    const unionTool = toolOf({
      type: "object",
      properties: {
        tagged: {
          oneOf: [
            {
              type: "object",
              properties: { kind: { const: "a" }, d: strings },
              required: ["kind"],
            },
            { type: "object", properties: { kind: { const: "b" } }, required: ["kind"] },
          ],
        },
        single: { anyOf: [{ type: "string" }, { type: "object", properties: { d: strings } }] },
      },
    });
    const out = dictionariesFromEntries(unionTool, {
      tagged: { kind: "a", d: [{ key: "k", value: "v" }] },
      single: { d: [{ key: "k", value: "v" }] },
    });
    expect(out).toEqual({ tagged: { kind: "a", d: { k: "v" } }, single: { d: { k: "v" } } });
  });
});

describe("through the dispatcher", () => {
  const registry = new ToolRegistry();
  registry.register(
    defineTool({
      name: "get",
      inputSchema: {
        parameters: [
          { name: "url", type: "string" },
          {
            name: "headers",
            type: "dictionary",
            required: false,
            additionalProperties: { type: "string" },
          },
        ],
      },
      execute: ({ headers }) => ({ headers }),
    }),
  );
  const dispatcher = new ToolDispatcher(registry);

  test("a marked call's entries reach the tool as its dictionary, nulls read as absent too", async () => {
    const [ok, absent, twice, unmarked] = await dispatcher.dispatchAll([
      {
        id: "1",
        name: "get",
        arguments: '{"url":"u","headers":[{"key":"Accept","value":"json"}]}',
        dictionariesAsEntries: true,
        nullMeansAbsent: true,
      },
      {
        id: "2",
        name: "get",
        arguments: '{"url":"u","headers":null}',
        dictionariesAsEntries: true,
        nullMeansAbsent: true,
      },
      {
        id: "3",
        name: "get",
        arguments: '{"url":"u","headers":[{"key":"a","value":"1"},{"key":"a","value":"2"}]}',
        dictionariesAsEntries: true,
        nullMeansAbsent: true,
      },
      {
        id: "4",
        name: "get",
        arguments: '{"url":"u","headers":[{"key":"a","value":"1"}]}',
      },
    ]);
    expect(ok?.text).toBe('{"headers":{"Accept":"json"}}');
    expect(absent?.text).toBe("{}");
    expect(twice?.result.status).toBe("failure");
    expect(twice?.text).toContain(
      "Parameter 'headers': the key 'a' is given twice (entries 0 and 1)",
    );
    expect(unmarked?.result.status).toBe("failure");
    expect(unmarked?.text).toContain("Parameter 'headers': expected type 'dictionary', got 'list'");
  });
});
