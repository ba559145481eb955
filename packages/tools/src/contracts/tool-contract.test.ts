import { ToolSchema } from "@kit/schema";
import { describe, expect, test } from "vitest";
import { SemanticError } from "../errors/semantic-error";
import { defineTool } from "../tool/define-tool";
import { Tool } from "../tool/tool";
import { toolContract } from "./tool-contract";

describe("toolContract", () => {
  test("a tool's interface as data: schemas as their definitions, strict always set, effects resolved", () => {
    const tool = defineTool({
      name: "fetch_weather",
      description: "Current weather.",
      version: "1.2.0",
      inputSchema: {
        parameters: [
          { name: "city", type: "string", description: "A city name." },
          {
            name: "units",
            type: "string",
            required: false,
            default: "metric",
            enum: ["metric", "imperial"],
          },
          { name: "days", type: "integer", minimum: 1, maximum: 16 },
          { name: "tags", type: "list", items: "string", required: false, default: ["a"] },
        ],
        strict: true,
      },
      outputSchema: { parameters: [{ name: "temperature", type: "float" }] },
      effects: { readOnly: true, openWorld: false },
      credentialNames: ["weather-key"],
      tags: { team: "a" },
      execute: () => ({ temperature: 1 }),
    });
    expect(toolContract(tool)).toEqual({
      name: "fetch_weather",
      version: "1.2.0",
      description: "Current weather.",
      input: {
        parameters: [
          { name: "city", type: "string", description: "A city name." },
          {
            name: "units",
            type: "string",
            required: false,
            default: "metric",
            enum: ["metric", "imperial"],
          },
          { name: "days", type: "integer", minimum: 1, maximum: 16 },
          { name: "tags", type: "list", items: "string", required: false, default: ["a"] },
        ],
        strict: true,
      },
      output: { parameters: [{ name: "temperature", type: "float" }], strict: false },
      effects: { readOnly: true, destructive: false, idempotent: true, openWorld: false },
    });
  });

  test("a tool without schemas or effects: null schemas and MCP's defaults; credentials and tags are not part of it", () => {
    class Plain extends Tool {
      static override TOOL_NAME = "plain";
      execute() {
        return {};
      }
    }
    const contract = toolContract(new Plain({ tags: { a: "b" } }));
    expect(contract).toEqual({
      name: "plain",
      version: "1.0.0",
      description: "",
      input: null,
      output: null,
      effects: { readOnly: false, destructive: true, idempotent: false, openWorld: true },
    });
    expect(Object.keys(contract)).toEqual([
      "name",
      "version",
      "description",
      "input",
      "output",
      "effects",
    ]);
  });

  test("a fresh copy, not the schema's frozen parameters, and JSON all the way down", () => {
    const schema = new ToolSchema([
      { name: "d", type: "dictionary", required: false, default: { a: [1] } },
    ]);
    const tool = defineTool({ name: "t", inputSchema: schema, execute: () => ({}) });
    const contract = toolContract(tool);
    expect(contract.input?.parameters[0]).not.toBe(schema.parameters[0]);
    expect(Object.isFrozen(contract.input?.parameters[0])).toBe(false);
    expect(JSON.parse(JSON.stringify(contract))).toEqual(contract);
    expect(toolContract(tool)).not.toBe(contract);
  });

  test("a default that is not JSON data is a SemanticError naming the tool and the parameter", () => {
    const tool = defineTool({
      name: "dated",
      outputSchema: {
        parameters: [{ name: "when", type: "list", required: false, default: [new Date(0)] }],
      },
      execute: () => ({ when: [] }),
    });
    expect(() => toolContract(tool)).toThrow(SemanticError);
    expect(() => toolContract(tool)).toThrow(
      "Tool 'dated': the default of output parameter 'when' is not JSON data",
    );
  });
});
