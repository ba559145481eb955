// The corpus of real MCP tool schemas (corpus/mcp-tool-schemas.json, made by corpus/collect.mjs):
// its shape, and what its schemas use, counted and printed. Later checks import every schema.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { SCHEMA_FEATURES, type SchemaFeature, schemaFeatures } from "./schema-features";

/** One tool of the corpus, as collect.mjs writes it. */
interface CorpusEntry {
  readonly server: string;
  readonly version: string;
  readonly tool: string;
  readonly inputSchema: Readonly<Record<string, unknown>>;
  readonly outputSchema?: Readonly<Record<string, unknown>>;
}

const corpus: unknown = JSON.parse(
  readFileSync(new URL("../../corpus/mcp-tool-schemas.json", import.meta.url), "utf8"),
);
const entries = corpus as readonly CorpusEntry[];

function isObjectSchema(value: unknown): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    (value as Record<string, unknown>).type === "object"
  );
}

describe("the corpus of MCP tool schemas", () => {
  test("every entry has a server, a pinned version, a tool name and an object input schema", () => {
    expect(Array.isArray(corpus)).toBe(true);
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(
        expect.arrayContaining(["inputSchema", "server", "tool", "version"]),
      );
      expect(
        Object.keys(entry).every((key) =>
          ["server", "version", "tool", "inputSchema", "outputSchema"].includes(key),
        ),
      ).toBe(true);
      expect(entry.server).toMatch(/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/);
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(typeof entry.tool).toBe("string");
      expect(entry.tool.length).toBeGreaterThan(0);
      // MCP wants `type: "object"` on every input schema (and on an output schema).
      expect(isObjectSchema(entry.inputSchema), `${entry.server} ${entry.tool}`).toBe(true);
      if (entry.outputSchema !== undefined) expect(isObjectSchema(entry.outputSchema)).toBe(true);
    }
  });

  test("no tool twice, and each server at one version", () => {
    const keys = entries.map((entry) => `${entry.server}\u0000${entry.tool}`);
    expect(new Set(keys).size).toBe(keys.length);
    const versions = new Map<string, Set<string>>();
    for (const { server, version } of entries) {
      versions.set(server, (versions.get(server) ?? new Set()).add(version));
    }
    for (const [server, found] of versions) expect([server, found.size]).toEqual([server, 1]);
  });

  test("at least 200 tools from at least 15 servers; the counts, by server and by feature", () => {
    const perServer = new Map<string, number>();
    for (const { server, version } of entries) {
      const key = `${server}@${version}`;
      perServer.set(key, (perServer.get(key) ?? 0) + 1);
    }
    const perFeature = new Map<SchemaFeature, number>(SCHEMA_FEATURES.map((name) => [name, 0]));
    let withoutAny = 0;
    for (const entry of entries) {
      const features = schemaFeatures(entry.inputSchema);
      if (features.size === 0) withoutAny += 1;
      for (const feature of features) perFeature.set(feature, (perFeature.get(feature) ?? 0) + 1);
    }
    const lines = [
      `${entries.length} tools from ${perServer.size} servers`,
      ...[...perServer].map(([server, count]) => `  ${server}: ${count}`),
      "input schemas using, anywhere in them:",
      ...[...perFeature].map(([feature, count]) => `  ${feature}: ${count}`),
      `  none of these (flat scalars and plain lists): ${withoutAny}`,
      `with an output schema: ${entries.filter((entry) => entry.outputSchema).length}`,
    ];
    console.log(lines.join("\n"));
    expect(entries.length).toBeGreaterThanOrEqual(200);
    expect(perServer.size).toBeGreaterThanOrEqual(15);
  });
});

describe("schemaFeatures", () => {
  test("finds each feature where it is nested, and none in a flat schema", () => {
    const flat = {
      type: "object",
      properties: { q: { type: "string" }, tags: { type: "array", items: { type: "string" } } },
      required: ["q"],
      additionalProperties: false,
    };
    expect([...schemaFeatures(flat)]).toEqual([]);
    const rich = {
      type: "object",
      $defs: { id: { type: "string", pattern: "^[a-z]+$" } },
      properties: {
        rows: {
          type: "array",
          minItems: 1,
          items: { type: "object", properties: { id: { $ref: "#/$defs/id" } } },
        },
        mode: { type: ["string", "null"], enum: ["a", "b", null], default: "a" },
        limit: { anyOf: [{ type: "integer", minimum: 1 }, { type: "null" }] },
        labels: { type: "object", additionalProperties: { type: "string" } },
      },
    };
    expect([...schemaFeatures(rich)].sort()).toEqual(
      [
        "nested object with properties",
        "object in an array",
        "string length, pattern or format",
        "number bounds",
        "array length or uniqueItems",
        "type array or nullable",
        "anyOf / oneOf / allOf",
        "$ref / $defs",
        "additionalProperties map",
        "enum or const",
        "default",
      ].sort(),
    );
  });
});
