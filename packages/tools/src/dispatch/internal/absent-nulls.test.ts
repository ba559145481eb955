import { describe, expect, test } from "vitest";
import type { AnyTool } from "../../tool/tool";
import { dropAbsentNulls } from "./absent-nulls";

// A tool whose input schema says this JSON Schema (what a kit schema, or one passed through,
// writes), for the walk alone.
function toolOf(json: object): AnyTool {
  return { inputSchema: { toJSONSchema: () => json } } as unknown as AnyTool;
}

const line = {
  type: "object",
  properties: { sku: { type: "string" }, note: { type: "string" } },
  required: ["sku"],
};

describe("dropAbsentNulls", () => {
  test("a null for an optional key is removed at every depth; a required one's stays", () => {
    const tool = toolOf({
      type: "object",
      properties: {
        order: {
          type: "object",
          properties: { lines: { type: "array", items: line }, gift: { type: "boolean" } },
          required: ["lines"],
        },
        tags: { type: "object", additionalProperties: line },
      },
      required: ["order"],
    });
    const value = {
      order: {
        lines: [
          { sku: "a", note: null },
          { sku: null, note: "x" },
        ],
        gift: null,
      },
      tags: { first: { sku: "b", note: null } },
    };
    const copy = structuredClone(value);
    expect(dropAbsentNulls(tool, value)).toEqual({
      order: { lines: [{ sku: "a" }, { sku: null, note: "x" }] },
      tags: { first: { sku: "b" } },
    });
    expect(value).toEqual(copy);
  });

  test("what holds no null is returned as it is, shared", () => {
    const tool = toolOf({ type: "object", properties: { order: line }, required: [] });
    const value = { order: { sku: "a" }, other: null };
    expect(dropAbsentNulls(tool, value)).toBe(value);
    expect(dropAbsentNulls(toolOf({ type: "object" }), value)).toBe(value);
    const none = { inputSchema: null } as unknown as AnyTool;
    expect(dropAbsentNulls(none, value)).toBe(value);
  });

  test("local references, recursive ones too", () => {
    const tool = toolOf({
      type: "object",
      properties: { tree: { $ref: "#/$defs/node" } },
      required: ["tree"],
      $defs: {
        node: {
          type: "object",
          properties: {
            label: { type: "string" },
            children: { type: "array", items: { $ref: "#/$defs/node" } },
          },
          required: ["children"],
        },
      },
    });
    const value = {
      tree: { label: null, children: [{ label: "a", children: [{ label: null, children: [] }] }] },
    };
    expect(dropAbsentNulls(tool, value)).toEqual({
      tree: { children: [{ label: "a", children: [{ children: [] }] }] },
    });
  });

  test("a union's dictionary chosen by its tag; without a tag, only keys optional in every branch", () => {
    const tagged = toolOf({
      type: "object",
      properties: {
        shape: {
          oneOf: [
            {
              type: "object",
              properties: { kind: { const: "circle" }, radius: { type: "number" } },
              required: ["kind"],
            },
            {
              type: "object",
              properties: { kind: { const: "square" }, radius: { type: "number" } },
              required: ["kind", "radius"],
            },
          ],
        },
      },
      required: ["shape"],
    });
    expect(dropAbsentNulls(tagged, { shape: { kind: "circle", radius: null } })).toEqual({
      shape: { kind: "circle" },
    });
    expect(dropAbsentNulls(tagged, { shape: { kind: "square", radius: null } })).toEqual({
      shape: { kind: "square", radius: null },
    });
    const untagged = toolOf({
      type: "object",
      properties: {
        target: {
          anyOf: [
            {
              type: "object",
              properties: { id: { type: "string" }, note: { type: "string" } },
              required: ["id"],
            },
            {
              type: "object",
              properties: {
                url: { type: "string" },
                note: { type: "string" },
                id: { type: "string" },
              },
              required: ["url"],
            },
            { type: "string" },
          ],
        },
      },
      required: ["target"],
    });
    expect(dropAbsentNulls(untagged, { target: { url: "u", note: null, id: null } })).toEqual({
      target: { url: "u", id: null },
    });
    expect(dropAbsentNulls(untagged, { target: "plain" })).toEqual({ target: "plain" });
  });

  test("a union inside a union (a discriminated union among an any's types) gives its branches", () => {
    const tool = toolOf({
      type: "object",
      properties: {
        p: {
          anyOf: [
            {
              type: "object",
              oneOf: [
                {
                  type: "object",
                  properties: { kind: { const: "a" }, x: { type: "string" } },
                  required: ["kind"],
                },
                {
                  type: "object",
                  properties: { kind: { const: "b" }, x: { type: "string" } },
                  required: ["kind", "x"],
                },
              ],
            },
            { type: "boolean" },
          ],
        },
      },
      required: ["p"],
    });
    expect(dropAbsentNulls(tool, { p: { kind: "a", x: null } })).toEqual({ p: { kind: "a" } });
    expect(dropAbsentNulls(tool, { p: { kind: "b", x: null } })).toEqual({
      p: { kind: "b", x: null },
    });
  });

  test("a value deeper than the walk goes, or a reference that names nothing, is left as it is", () => {
    let deep: Record<string, unknown> = { x: null };
    for (let index = 0; index < 300; index++) deep = { next: deep, x: null };
    const recursive = toolOf({
      $ref: "#/$defs/n",
      $defs: { n: { type: "object", properties: { next: { $ref: "#/$defs/n" }, x: {} } } },
    });
    const walked = dropAbsentNulls(recursive, deep) as Record<string, unknown>;
    expect(Object.hasOwn(walked, "x")).toBe(false);
    let inner = walked;
    for (let index = 0; index < 150; index++) inner = inner.next as Record<string, unknown>;
    expect(Object.hasOwn(inner, "x")).toBe(true);
    const dangling = toolOf({ type: "object", properties: { a: { $ref: "#/$defs/missing" } } });
    const value = { a: { b: null } };
    expect(dropAbsentNulls(dangling, value)).toBe(value);
  });
});
