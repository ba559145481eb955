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
      "parameter 'd' is a dictionary that allows other keys",
    );
  });
});

describe("and not strict, with the reason, when it cannot be", () => {
  test.each([
    ["no input schema", undefined, "the tool takes any dictionary"],
    [
      "a dictionary",
      { strict: true, parameters: [{ name: "d", type: "dictionary" }] },
      "parameter 'd' is a dictionary that allows other keys",
    ],
    [
      "a list without items",
      { strict: true, parameters: [{ name: "l", type: "list" }] },
      "parameter 'l' is a list without an item type",
    ],
    [
      "a list of dictionaries",
      { strict: true, parameters: [{ name: "l", type: "list", items: "dictionary" }] },
      "parameter 'l' > items is a dictionary that allows other keys",
    ],
    [
      "a list of lists",
      { strict: true, parameters: [{ name: "l", type: "list", items: "list" }] },
      "parameter 'l' > items is a list without an item type",
    ],
  ] as const)("%s", (_, schema, reason) => {
    expect(strictBlocker(toolWith("t", schema))).toBe(reason);
  });

  // Strict mode wants `additionalProperties: false` on every object and `items` on every array,
  // at every depth.
  test("a list of item definitions (nested) of an open dictionary or a list of anything", () => {
    const rows = {
      name: "rows",
      type: "list",
      items: { type: "dictionary", properties: [{ name: "id", type: "string" }] },
    } as const;
    const grid = { name: "grid", type: "list", items: { type: "list", items: "integer" } } as const;
    const deep = { name: "deep", type: "list", items: { type: "list" } } as const;
    expect(strictBlocker(toolWith("t", { parameters: [rows] }))).toBe(
      "parameter 'rows' > items is a dictionary that allows other keys",
    );
    expect(strictBlocker(toolWith("t", { strict: true, parameters: [grid] }))).toBeUndefined();
    expect(strictBlocker(toolWith("t", { strict: true, parameters: [deep] }))).toBe(
      "parameter 'deep' > items is a list without an item type",
    );
  });

  test("what strict mode does not take, at any depth", () => {
    const closed = (property: object) =>
      ({
        name: "d",
        type: "dictionary",
        additionalProperties: false,
        properties: [{ name: "k", ...property }],
      }) as never;
    const cases: [object, string][] = [
      [
        { type: "string", minLength: 1 },
        "parameter 'd' > 'k' has 'minLength', which strict mode does not take",
      ],
      [
        { type: "string", maxLength: 9 },
        "parameter 'd' > 'k' has 'maxLength', which strict mode does not take",
      ],
      [
        { type: "list", items: "string", uniqueItems: true },
        "parameter 'd' > 'k' has 'uniqueItems', which strict mode does not take",
      ],
      [
        { type: "string", format: "uri" },
        "parameter 'd' > 'k' has the format 'uri', which strict mode does not take",
      ],
      [
        { type: "dictionary", properties: [] },
        "parameter 'd' > 'k' is a dictionary that allows other keys",
      ],
      [
        { type: "dictionary", additionalProperties: { type: "string" } },
        "parameter 'd' > 'k' is a dictionary that allows other keys",
      ],
      // Dispatch reads a null as absent at the top only: a nested optional key cannot be sent as null.
      [{ type: "string", required: false }, "parameter 'd' > 'k' is optional inside a dictionary"],
    ];
    for (const [property, reason] of cases) {
      expect(strictBlocker(toolWith("t", { strict: true, parameters: [closed(property)] }))).toBe(
        reason,
      );
    }
    let node: object = { type: "string" };
    for (let level = 0; level < 10; level += 1) node = { type: "list", items: node };
    expect(strictBlocker(toolWith("t", { parameters: [{ name: "n", ...node } as never] }))).toBe(
      "parameter 'n' > items > items > items > items > items > items > items > items > items > items is more than 10 levels deep",
    );
  });

  test("up to 5,000 properties in all, nested ones counted: strict; one more is not", () => {
    const parameters = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ name: `p${index}`, type: "string" }) as const);
    expect(strictBlocker(toolWith("t", { strict: true, parameters: parameters(5_000) }))).toBe(
      undefined,
    );
    expect(strictBlocker(toolWith("t", { strict: true, parameters: parameters(5_001) }))).toBe(
      "more than 5,000 properties",
    );
    // One dictionary of 4,999 keys is 5,000 properties; of 5,000 keys, 5,001.
    const nested = (count: number) =>
      toolWith("t", {
        strict: true,
        parameters: [
          {
            name: "d",
            type: "dictionary",
            additionalProperties: false,
            properties: parameters(count),
          } as never,
        ],
      });
    expect(strictBlocker(nested(4_999))).toBeUndefined();
    expect(strictBlocker(nested(5_000))).toBe("more than 5,000 properties");
  });

  test("beyond the strict-mode limits on enum values and characters", () => {
    const allowed = Array.from({ length: 1_000 }, (_, index) => `v${index}`);
    expect(
      strictBlocker(
        toolWith("t", { strict: true, parameters: [{ name: "e", type: "string", enum: allowed }] }),
      ),
    ).toBeUndefined();
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
