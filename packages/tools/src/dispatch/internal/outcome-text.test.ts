import type { ParameterDefinition } from "@kit/schema";
import { expect, test } from "vitest";
import { expectedParameters } from "./outcome-text";

test("each parameter with its type, constraints and whether it is required, defaulted or optional", () => {
  const parameters: ParameterDefinition[] = [
    { name: "city", type: "string" },
    { name: "country", type: "string", required: false, default: "US" },
    {
      name: "units",
      type: "string",
      required: false,
      default: "imperial",
      enum: ["imperial", "metric"],
    },
    { name: "days", type: "integer", required: false, minimum: 1, maximum: 16 },
    { name: "level", type: "integer", enum: [1, 2, 3] },
    { name: "tags", type: "list", items: "string", required: false, default: [] },
    { name: "extra", type: "dictionary", required: false },
  ];
  expect(expectedParameters(parameters)).toBe(
    'Expected parameters: city (string, required), country (string, default "US"), ' +
      "units (string, one of 'imperial', 'metric', default \"imperial\"), " +
      "days (integer, at least 1, at most 16, optional), level (integer, one of 1, 2, 3, required), " +
      "tags (list of string, default []), extra (dictionary, optional)",
  );
});

test("a list of nested definitions by the type of its items", () => {
  const parameters: ParameterDefinition[] = [
    {
      name: "items",
      type: "list",
      items: { type: "dictionary", properties: [{ name: "sku", type: "string" }] },
    },
    { name: "include", type: "list", items: { type: "string", enum: ["address"] } },
  ];
  expect(expectedParameters(parameters)).toBe(
    "Expected parameters: items (list of dictionary, required), include (list of string, required)",
  );
});

test("none, and any dictionary for a tool without an input schema", () => {
  expect(expectedParameters([])).toBe("Expected parameters: none");
  expect(expectedParameters(undefined)).toBe("Expected parameters: any dictionary");
});
