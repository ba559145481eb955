import { defineTool } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { toolListing } from "./tool-listing";

describe("toolListing", () => {
  test("a tool without a description, input or output schema: name, an object schema, annotations", () => {
    const tool = defineTool({ name: "bare", execute: () => ({}) });
    expect(toolListing(tool)).toEqual({
      name: "bare",
      inputSchema: { type: "object" },
      annotations: {
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: false,
        openWorldHint: true,
      },
    });
  });

  test("schemas lose $schema and keep the rest: constraints, defaults, descriptions, strict", () => {
    const tool = defineTool({
      name: "search",
      description: "Searches.",
      inputSchema: {
        strict: true,
        parameters: [
          { name: "query", type: "string", description: "What to look for" },
          { name: "limit", type: "integer", required: false, default: 10, minimum: 1 },
          { name: "tags", type: "list", items: "string", required: false },
        ],
      },
      outputSchema: { parameters: [{ name: "hits", type: "list" }] },
      execute: () => ({ hits: [] }),
    });
    const listing = toolListing(tool);
    expect(listing.inputSchema).toEqual({
      ...(tool.inputSchema?.toJSONSchema() as object),
      $schema: undefined,
    });
    expect(listing.inputSchema).not.toHaveProperty("$schema");
    expect(listing.inputSchema.properties).toHaveProperty("limit", {
      type: "integer",
      default: 10,
      minimum: 1,
    });
    expect(listing.outputSchema).not.toHaveProperty("$schema");
    expect(listing.outputSchema?.required).toEqual(["hits"]);
    expect(listing.description).toBe("Searches.");
  });

  test("a tool's listing is made once and frozen", () => {
    const tool = defineTool({ name: "once", execute: () => ({}) });
    expect(toolListing(tool)).toBe(toolListing(tool));
    expect(Object.isFrozen(toolListing(tool))).toBe(true);
  });
});
