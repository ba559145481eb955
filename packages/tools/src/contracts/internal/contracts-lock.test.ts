import { describe, expect, test } from "vitest";
import type { ToolContract } from "../tool-contract";
import { formatLock, parseLock } from "./contracts-lock";

const EFFECTS = { readOnly: false, destructive: true, idempotent: false, openWorld: true };

const B: ToolContract = {
  name: "b",
  version: "1.0.0",
  description: "B.",
  input: {
    parameters: [{ type: "string", name: "x", required: false, default: "q" }],
    strict: false,
  },
  output: null,
  effects: EFFECTS,
};
const A: ToolContract = { ...B, name: "a", input: null };

describe("formatLock", () => {
  test("keys sorted at every level, tools by name, two-space indent, a newline at the end", () => {
    expect(formatLock([B, A])).toBe(`{
  "lockVersion": 1,
  "tools": [
    {
      "description": "B.",
      "effects": {
        "destructive": true,
        "idempotent": false,
        "openWorld": true,
        "readOnly": false
      },
      "input": null,
      "name": "a",
      "output": null,
      "version": "1.0.0"
    },
    {
      "description": "B.",
      "effects": {
        "destructive": true,
        "idempotent": false,
        "openWorld": true,
        "readOnly": false
      },
      "input": {
        "parameters": [
          {
            "default": "q",
            "name": "x",
            "required": false,
            "type": "string"
          }
        ],
        "strict": false
      },
      "name": "b",
      "output": null,
      "version": "1.0.0"
    }
  ]
}
`);
  });

  test("the same contracts in any order give the same text", () => {
    expect(formatLock([A, B])).toBe(formatLock([B, A]));
  });

  test("parseLock reads back what formatLock wrote", () => {
    expect(parseLock(formatLock([A, B]))).toEqual({ contracts: [A, B] });
    expect(parseLock(formatLock([]))).toEqual({ contracts: [] });
  });
});

describe("parseLock: every problem, with where it is", () => {
  test.each([
    ["not JSON", "{", [/^not JSON: /]],
    ["a list", "[]", ["expected an object with 'lockVersion' and 'tools', got 'list'"]],
    ["null", "null", ["expected an object with 'lockVersion' and 'tools', got 'null'"]],
    ["another format", '{"lockVersion":2,"tools":[]}', ["lockVersion must be 1, got 2"]],
    [
      "no format, an unknown key, tools not a list",
      '{"tool":[]}',
      [
        "unknown key 'tool'",
        "lockVersion must be 1, got nothing",
        "tools must be a list, got 'undefined'",
      ],
    ],
    [
      "a tool that is not an object",
      '{"lockVersion":1,"tools":["a"]}',
      ["tools[0] must be an object, got 'string'"],
    ],
    [
      "a tool with missing, unknown and mistyped fields",
      JSON.stringify({
        lockVersion: 1,
        tools: [{ name: "", version: 1, description: "d", input: null, effects: [], extra: 1 }],
      }),
      [
        "tools[0] has no 'output'",
        "tools[0] has an unknown key 'extra'",
        "tools[0].version must be a string, got 'integer'",
        "tools[0].name must not be empty",
        "tools[0].effects must be an object, got 'list'",
      ],
    ],
    [
      "effects with a missing, an unknown and a mistyped key",
      JSON.stringify({
        lockVersion: 1,
        tools: [
          { ...A, effects: { readOnly: "no", destructive: true, idempotent: false, open: true } },
        ],
      }),
      [
        "tools[0].effects has no 'openWorld'",
        "tools[0].effects has an unknown key 'open'",
        "tools[0].effects.readOnly must be a boolean, got 'string'",
      ],
    ],
    [
      "schemas the schema package refuses, each problem with its place",
      JSON.stringify({
        lockVersion: 1,
        tools: [
          A,
          {
            ...A,
            name: "c",
            input: { parameters: [{ name: "x", type: "text" }] },
            output: { parameters: "none" },
          },
        ],
      }),
      [
        /^tools\[1\]\.input: Parameter 'x': unsupported type 'text'/,
        /^tools\[1\]\.output: .*parameters/,
      ],
    ],
    [
      "a tool listed twice",
      JSON.stringify({ lockVersion: 1, tools: [A, A] }),
      ["tools[1]: tool 'a' is listed twice"],
    ],
  ] as const)("%s", (_description, text, expected) => {
    const lock = parseLock(text);
    expect(lock).not.toHaveProperty("contracts");
    const problems = "problems" in lock ? lock.problems : [];
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, index) => {
      if (typeof pattern === "string") expect(problems[index]).toBe(pattern);
      else expect(problems[index]).toMatch(pattern);
    });
  });
});
