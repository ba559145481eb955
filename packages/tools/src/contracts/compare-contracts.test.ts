// Every kind of change of the rule, each as breaking or compatible, for inputs and outputs, and
// the order of the lines.
import type { ParameterDefinition, SchemaDefinition } from "@kit/schema";
import { describe, expect, test } from "vitest";
import { SemanticError } from "../errors/semantic-error";
import type { ToolEffects } from "../tool/tool-effects";
import { compareContracts } from "./compare-contracts";
import type { ToolContract } from "./tool-contract";

const EFFECTS: ToolEffects = {
  readOnly: false,
  destructive: true,
  idempotent: false,
  openWorld: true,
};

function contract(fields: Partial<ToolContract> = {}): ToolContract {
  return {
    name: "fetch_weather",
    version: "1.0.0",
    description: "Current weather.",
    input: { parameters: [], strict: false },
    output: { parameters: [], strict: false },
    effects: EFFECTS,
    ...fields,
  };
}

function schema(...parameters: ParameterDefinition[]): SchemaDefinition {
  return { parameters, strict: false };
}

type Row = readonly [
  description: string,
  before: readonly ParameterDefinition[],
  after: readonly ParameterDefinition[],
  line: string,
  breaking: boolean,
];

const days = { name: "days", type: "integer" } as const;
const optionalDays = { ...days, required: false } as const;
const units = { name: "units", type: "string", required: false } as const;
const tags = { name: "tags", type: "list" } as const;

// The same rows serve both directions; the last two columns are the input's verdict and the
// output's. An input's callers need it to accept at least as much; an output's consumers need it
// to return no more than before.
const PARAMETER_ROWS: readonly (readonly [
  description: string,
  before: readonly ParameterDefinition[],
  after: readonly ParameterDefinition[],
  input: readonly [line: string, breaking: boolean],
  output: readonly [line: string, breaking: boolean],
])[] = [
  ["added as required", [], [days], ["added as required", true], ["added", false]],
  ["added as optional", [], [optionalDays], ["added as optional", false], ["added", false]],
  [
    "added as optional with a default",
    [],
    [{ ...optionalDays, default: 3 }],
    ["added as optional", false],
    ["added", false],
  ],
  ["removed", [days], [], ["removed", true], ["removed", true]],
  [
    "retyped",
    [days],
    [{ name: "days", type: "float" }],
    ["retyped from 'integer' to 'float'", true],
    ["retyped from 'integer' to 'float'", true],
  ],
  ["made required", [optionalDays], [days], ["made required", true], ["made required", false]],
  ["made optional", [days], [optionalDays], ["made optional", false], ["made optional", true]],
  [
    "given a default",
    [units],
    [{ ...units, default: "metric" }],
    ["default 'metric' added", true],
    ["default 'metric' added", false],
  ],
  [
    "its default removed",
    [{ ...units, default: "metric" }],
    [units],
    ["default 'metric' removed", true],
    ["default 'metric' removed", true],
  ],
  [
    "its default changed",
    [{ ...units, default: "metric" }],
    [{ ...units, default: "imperial" }],
    ["default changed from 'metric' to 'imperial'", true],
    ["default changed from 'metric' to 'imperial'", true],
  ],
  [
    "its list default changed",
    [{ ...tags, required: false, default: ["a"] }],
    [{ ...tags, required: false, default: ["a", "b"] }],
    ['default changed from ["a"] to ["a","b"]', true],
    ['default changed from ["a"] to ["a","b"]', true],
  ],
  [
    "given an enum",
    [units],
    [{ ...units, enum: ["metric", "imperial"] }],
    ["enum 'metric', 'imperial' added", true],
    ["enum 'metric', 'imperial' added", false],
  ],
  [
    "an enum value removed",
    [{ ...units, enum: ["metric", "imperial"] }],
    [{ ...units, enum: ["metric"] }],
    ["enum value 'imperial' removed", true],
    ["enum value 'imperial' removed", false],
  ],
  [
    "an enum value added",
    [{ ...units, enum: ["metric"] }],
    [{ ...units, enum: ["metric", "kelvin"] }],
    ["enum value 'kelvin' added", false],
    ["enum value 'kelvin' added", true],
  ],
  [
    "number enum values added",
    [{ ...days, enum: [1] }],
    [{ ...days, enum: [1, 7, 14] }],
    ["enum values 7, 14 added", false],
    ["enum values 7, 14 added", true],
  ],
  [
    "its enum removed",
    [{ ...units, enum: ["metric"] }],
    [units],
    ["enum removed", false],
    ["enum removed", true],
  ],
  [
    "given items",
    [tags],
    [{ ...tags, items: "string" }],
    ["items 'string' added", true],
    ["items 'string' added", false],
  ],
  [
    "its items retyped",
    [{ ...tags, items: "integer" }],
    [{ ...tags, items: "float" }],
    ["items retyped from 'integer' to 'float'", true],
    ["items retyped from 'integer' to 'float'", true],
  ],
  [
    "its items removed",
    [{ ...tags, items: "string" }],
    [tags],
    ["items 'string' removed", false],
    ["items 'string' removed", true],
  ],
  [
    "given a minimum",
    [days],
    [{ ...days, minimum: 1 }],
    ["minimum 1 added", true],
    ["minimum 1 added", false],
  ],
  [
    "its minimum raised",
    [{ ...days, minimum: 1 }],
    [{ ...days, minimum: 2 }],
    ["minimum raised from 1 to 2", true],
    ["minimum raised from 1 to 2", false],
  ],
  [
    "its minimum lowered",
    [{ ...days, minimum: 2 }],
    [{ ...days, minimum: 0 }],
    ["minimum lowered from 2 to 0", false],
    ["minimum lowered from 2 to 0", true],
  ],
  [
    "its minimum removed",
    [{ ...days, minimum: 1 }],
    [days],
    ["minimum 1 removed", false],
    ["minimum 1 removed", true],
  ],
  [
    "given a maximum",
    [days],
    [{ ...days, maximum: 16 }],
    ["maximum 16 added", true],
    ["maximum 16 added", false],
  ],
  [
    "its maximum lowered",
    [{ ...days, maximum: 16 }],
    [{ ...days, maximum: 7 }],
    ["maximum lowered from 16 to 7", true],
    ["maximum lowered from 16 to 7", false],
  ],
  [
    "its maximum raised",
    [{ ...days, maximum: 7 }],
    [{ ...days, maximum: 16.5 }],
    ["maximum raised from 7 to 16.5", false],
    ["maximum raised from 7 to 16.5", true],
  ],
  [
    "its maximum removed",
    [{ ...days, maximum: 16 }],
    [days],
    ["maximum 16 removed", false],
    ["maximum 16 removed", true],
  ],
  [
    "its description changed",
    [{ ...days, description: "How many days." }],
    [{ ...days, description: "Days ahead." }],
    ["description changed", false],
    ["description changed", false],
  ],
  [
    "given a description",
    [days],
    [{ ...days, description: "Days ahead." }],
    ["description changed", false],
    ["description changed", false],
  ],
];

const ROWS: readonly Row[] = PARAMETER_ROWS.flatMap(
  ([description, before, after, input, output]) => {
    const name = (after[0] ?? before[0])?.name ?? "";
    return [
      [`input: ${description}`, before, after, `input parameter '${name}' ${input[0]}`, input[1]],
      [
        `output: ${description}`,
        before,
        after,
        `output parameter '${name}' ${output[0]}`,
        output[1],
      ],
    ] as const;
  },
);

describe("compareContracts: parameters", () => {
  test.each(ROWS)("%s", (description, before, after, line, breaking) => {
    const key = description.startsWith("input") ? "input" : "output";
    const changes = compareContracts(
      [contract({ [key]: schema(...before) })],
      [contract({ [key]: schema(...after) })],
    );
    const verdict = breaking ? "breaking" : "compatible";
    expect(changes).toEqual([
      { tool: "fetch_weather", breaking, message: `fetch_weather: ${line} (${verdict})` },
    ]);
  });

  test("the rows cover both verdicts for both directions", () => {
    const verdicts = new Set(
      ROWS.map(([description, , , , breaking]) => `${description.split(":")[0]} ${breaking}`),
    );
    expect(verdicts).toEqual(new Set(["input true", "input false", "output true", "output false"]));
  });
});

const SAFE: ToolEffects = {
  readOnly: true,
  destructive: false,
  idempotent: true,
  openWorld: false,
};

const TOOL_ROWS: readonly (readonly [
  description: string,
  before: Partial<ToolContract>,
  after: Partial<ToolContract>,
  line: string,
  breaking: boolean,
])[] = [
  [
    "version",
    { version: "1.0.0" },
    { version: "2.0.0" },
    "version changed from '1.0.0' to '2.0.0'",
    false,
  ],
  ["description", { description: "a" }, { description: "b" }, "description changed", false],
  // A tool without an input schema takes any dictionary and gets every key: a schema narrows it.
  ["input schema added", { input: null }, { input: schema(days) }, "input schema added", true],
  ["input schema removed", { input: schema(days) }, { input: null }, "input schema removed", true],
  ["output schema added", { output: null }, { output: schema(days) }, "output schema added", true],
  [
    "output schema removed",
    { output: schema(days) },
    { output: null },
    "output schema removed",
    true,
  ],
  [
    "input made strict",
    { input: schema(days) },
    { input: { ...schema(days), strict: true } },
    "input made strict",
    true,
  ],
  [
    "input no longer strict",
    { input: { ...schema(days), strict: true } },
    { input: schema(days) },
    "input no longer strict",
    false,
  ],
  [
    "output made strict",
    { output: schema(days) },
    { output: { ...schema(days), strict: true } },
    "output made strict",
    false,
  ],
  [
    "output no longer strict",
    { output: { ...schema(days), strict: true } },
    { output: schema(days) },
    "output no longer strict",
    false,
  ],
  [
    "strict absent reads as false",
    { input: { parameters: [] } },
    { input: { parameters: [], strict: false } },
    "",
    false,
  ],
  ...(
    [
      ["readOnly", true, false],
      ["destructive", false, true],
      ["idempotent", true, false],
      ["openWorld", false, true],
    ] as const
  ).flatMap(([effect, safe, unsafe]) => [
    [
      `effect ${effect} less safe`,
      { effects: { ...SAFE, [effect]: safe } },
      { effects: { ...SAFE, [effect]: unsafe } },
      `effect '${effect}' changed from ${safe} to ${unsafe}`,
      true,
    ] as const,
    [
      `effect ${effect} safer`,
      { effects: { ...SAFE, [effect]: unsafe } },
      { effects: { ...SAFE, [effect]: safe } },
      `effect '${effect}' changed from ${unsafe} to ${safe}`,
      false,
    ] as const,
  ]),
];

describe("compareContracts: tools", () => {
  test.each(TOOL_ROWS)("%s", (_description, before, after, line, breaking) => {
    const changes = compareContracts([contract(before)], [contract(after)]);
    const verdict = breaking ? "breaking" : "compatible";
    expect(changes).toEqual(
      line === ""
        ? []
        : [{ tool: "fetch_weather", breaking, message: `fetch_weather: ${line} (${verdict})` }],
    );
  });

  test("a tool added is compatible, a tool removed breaking; a renamed tool is both", () => {
    expect(compareContracts([], [contract()])).toEqual([
      { tool: "fetch_weather", breaking: false, message: "fetch_weather: tool added (compatible)" },
    ]);
    expect(compareContracts([contract()], [])).toEqual([
      { tool: "fetch_weather", breaking: true, message: "fetch_weather: tool removed (breaking)" },
    ]);
    expect(
      compareContracts([contract()], [contract({ name: "get_weather" })]).map((c) => c.message),
    ).toEqual(["fetch_weather: tool removed (breaking)", "get_weather: tool added (compatible)"]);
  });

  test("the same contracts, also with parameters in another order, have no changes", () => {
    const a = contract({ input: schema(days, units), output: schema(tags) });
    const b = contract({ input: schema(units, days), output: schema(tags) });
    expect(compareContracts([a], [b])).toEqual([]);
    expect(compareContracts([], [])).toEqual([]);
  });

  test("a retyped parameter reports the retype only, not its constraints or default", () => {
    const before = schema({ ...units, enum: ["metric"], default: "metric" });
    const after = schema({
      name: "units",
      type: "integer",
      required: false,
      enum: [1],
      default: 1,
    });
    expect(
      compareContracts([contract({ input: before })], [contract({ input: after })]).map(
        (change) => change.message,
      ),
    ).toEqual([
      "fetch_weather: input parameter 'units' retyped from 'string' to 'integer' (breaking)",
    ]);
  });

  test("a parameter made required loses its default in the same line", () => {
    const before = schema({ ...units, default: "metric" });
    const after = schema({ name: "units", type: "string" });
    expect(
      compareContracts([contract({ input: before })], [contract({ input: after })]).map(
        (change) => change.message,
      ),
    ).toEqual(["fetch_weather: input parameter 'units' made required (breaking)"]);
  });

  test("long values are cut to 40 characters in a line", () => {
    const long = "x".repeat(50);
    const [change] = compareContracts(
      [contract({ input: schema(units) })],
      [contract({ input: schema({ ...units, default: long }) })],
    );
    expect(change?.message).toBe(
      `fetch_weather: input parameter 'units' default '${"x".repeat(40)}...' added (breaking)`,
    );
  });

  test("a list holding a tool twice is a SemanticError", () => {
    expect(() => compareContracts([contract(), contract()], [])).toThrow(SemanticError);
    expect(() => compareContracts([], [contract(), contract()])).toThrow(
      "The contracts 'after' hold tool 'fetch_weather' twice: a tool name must be unique.",
    );
  });
});

describe("compareContracts: order", () => {
  test("by tool (code units), then the tool's own changes, its inputs, its outputs, by parameter, then by kind", () => {
    const before = [
      contract({ name: "b_tool", version: "1.0.0" }),
      contract({
        name: "a_tool",
        description: "old",
        input: schema(
          { name: "zeta", type: "string" },
          { name: "alpha", type: "integer", minimum: 1 },
        ),
        output: schema({ name: "out", type: "string" }),
        effects: SAFE,
      }),
      contract({ name: "Z_tool" }),
    ];
    const after = [
      contract({
        name: "a_tool",
        version: "2.0.0",
        description: "new",
        input: {
          parameters: [
            { name: "alpha", type: "integer", minimum: 2, maximum: 9, description: "A." },
            { name: "beta", type: "string" },
          ],
          strict: true,
        },
        output: schema(
          { name: "out", type: "string", required: false },
          { name: "extra", type: "boolean" },
        ),
        effects: { ...SAFE, readOnly: false, openWorld: true },
      }),
      contract({ name: "c_tool" }),
      contract({ name: "Z_tool", description: "Changed." }),
    ];
    expect(compareContracts(before, after).map((change) => change.message)).toEqual([
      "Z_tool: description changed (compatible)",
      "a_tool: version changed from '1.0.0' to '2.0.0' (compatible)",
      "a_tool: description changed (compatible)",
      "a_tool: input made strict (breaking)",
      "a_tool: effect 'readOnly' changed from true to false (breaking)",
      "a_tool: effect 'openWorld' changed from false to true (breaking)",
      "a_tool: input parameter 'alpha' minimum raised from 1 to 2 (breaking)",
      "a_tool: input parameter 'alpha' maximum 9 added (breaking)",
      "a_tool: input parameter 'alpha' description changed (compatible)",
      "a_tool: input parameter 'beta' added as required (breaking)",
      "a_tool: input parameter 'zeta' removed (breaking)",
      "a_tool: output parameter 'extra' added (compatible)",
      "a_tool: output parameter 'out' made optional (breaking)",
      "b_tool: tool removed (breaking)",
      "c_tool: tool added (compatible)",
    ]);
  });
});
