import { describe, expect, test } from "vitest";
import { toolWith } from "../../test/tools";
import { strictBlocker } from "./openai-strict";

describe("a tool is strict when its schema fits OpenAI's strict subset exactly", () => {
  test.each([
    ["no parameters", []],
    [
      "every scalar type",
      [
        { name: "s", type: "string" },
        { name: "i", type: "integer" },
        { name: "f", type: "float" },
        { name: "b", type: "boolean" },
      ],
    ],
    ["optional ones with defaults", [{ name: "s", type: "string", required: false, default: "x" }]],
    [
      "enums and bounds",
      [
        { name: "u", type: "string", enum: ["a", "b"] },
        { name: "n", type: "integer", enum: [1, 2] },
        { name: "d", type: "float", minimum: 0, maximum: 1.5 },
      ],
    ],
    [
      "lists of scalars",
      [
        { name: "tags", type: "list", items: "string" },
        { name: "flags", type: "list", items: "boolean", required: false },
      ],
    ],
  ] as const)("%s", (_, parameters) => {
    expect(strictBlocker(toolWith("t", { strict: true, parameters }))).toBeUndefined();
  });

  // Its declaration refuses the unknown keys that dispatch would drop: what kit drops is never
  // sent.
  test("also when the schema is not strict (unknown keys dropped)", () => {
    expect(strictBlocker(toolWith("t", { parameters: [] }))).toBeUndefined();
    expect(
      strictBlocker(
        toolWith("t", { parameters: [{ name: "s", type: "string", required: false }] }),
      ),
    ).toBeUndefined();
    expect(strictBlocker(toolWith("t", { parameters: [{ name: "d", type: "dictionary" }] }))).toBe(
      "parameter 'd' is a dictionary",
    );
  });
});

describe("and not strict, with the reason, when it cannot be", () => {
  test.each([
    ["no input schema", undefined, "the tool takes any dictionary"],
    [
      "a dictionary",
      { strict: true, parameters: [{ name: "d", type: "dictionary" }] },
      "parameter 'd' is a dictionary",
    ],
    [
      "a list without items",
      { strict: true, parameters: [{ name: "l", type: "list" }] },
      "parameter 'l' is a list without an item type",
    ],
    [
      "a list of dictionaries",
      { strict: true, parameters: [{ name: "l", type: "list", items: "dictionary" }] },
      "parameter 'l' is a list of dictionaries",
    ],
    [
      "a list of lists",
      { strict: true, parameters: [{ name: "l", type: "list", items: "list" }] },
      "parameter 'l' is a list of lists",
    ],
  ] as const)("%s", (_, schema, reason) => {
    expect(strictBlocker(toolWith("t", schema))).toBe(reason);
  });

  // Their declaration has the item's type alone: `{ "type": "object" }` has no properties and
  // no `additionalProperties: false`, which strict mode refuses.
  test("a list of item definitions (nested) of a dictionary or a list", () => {
    const rows = {
      name: "rows",
      type: "list",
      items: { type: "dictionary", properties: [{ name: "id", type: "string" }] },
    } as const;
    const grid = { name: "grid", type: "list", items: { type: "list", items: "integer" } } as const;
    expect(strictBlocker(toolWith("t", { parameters: [rows] }))).toBe(
      "parameter 'rows' is a list of dictionaries",
    );
    expect(strictBlocker(toolWith("t", { strict: true, parameters: [grid] }))).toBe(
      "parameter 'grid' is a list of lists",
    );
  });

  test("beyond the strict-mode limits on enum values and characters", () => {
    const values = Array.from({ length: 1_001 }, (_, index) => `v${index}`);
    expect(
      strictBlocker(
        toolWith("t", { strict: true, parameters: [{ name: "e", type: "string", enum: values }] }),
      ),
    ).toBe("more than 1,000 enum values");
    const long = Array.from({ length: 10 }, (_, index) => `${index}${"x".repeat(12_100)}`);
    expect(
      strictBlocker(
        toolWith("t", { strict: true, parameters: [{ name: "e", type: "string", enum: long }] }),
      ),
    ).toBe("more than 120,000 characters of names and enum values");
  });
});
