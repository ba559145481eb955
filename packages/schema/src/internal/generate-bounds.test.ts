// A nested number whose only constraints are its bounds is tested and reported in place by the
// generated check, with the interpreter's messages, paths and keys.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ParameterDefinition } from "../parameter-definition";
import type { CheckFunction } from "./check-function";
import { frozenCopy } from "./copy-value";
import { generateCheck } from "./generate-check";
import { interpretCheck } from "./interpret-check";

const BOUNDS: readonly { minimum?: number; maximum?: number }[] = [
  { minimum: 0 },
  { maximum: -0 },
  { minimum: -0, maximum: 0 },
  { minimum: 1e21, maximum: 1e22 },
  { minimum: 5e-324, maximum: 0.1 },
  { minimum: -1.5, maximum: 2.25 },
];

function parametersFor(type: "integer" | "float", bounds: object): ParameterDefinition[] {
  const number = { type, ...bounds };
  return [
    frozenCopy({
      name: "p",
      type: "dictionary",
      properties: [
        { name: "n", ...number },
        { name: "list", type: "list", required: false, items: number },
        { name: "loose", ...number, enum: [0, 3], required: false },
      ],
    }) as ParameterDefinition,
  ];
}

function run(check: CheckFunction, input: unknown, copy: boolean) {
  const messages: string[] = [];
  const keys: unknown[] = [];
  const target = copy ? {} : undefined;
  check(structuredClone(input), messages, keys as never, target);
  return { messages, keys, target };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a nested number's bounds in the generated check", () => {
  it("gives the interpreter's messages, paths and keys, below, between and above", () => {
    const numbers = [-1e23, -2, -1.5, -1, -0, 0, 5e-324, 0.1, 1, 2.25, 3, 1e21, 5e21, 1e22, 1e23];
    for (const type of ["integer", "float"] as const) {
      for (const bounds of BOUNDS) {
        const parameters = parametersFor(type, bounds);
        const interpreted = interpretCheck(parameters, false);
        for (const copy of [false, true]) {
          const generated = generateCheck(parameters, false, copy) as CheckFunction;
          for (const n of numbers) {
            const input = { p: { n, list: [n, 0, n], loose: n } };
            expect(run(generated, input, copy)).toEqual(run(interpreted, input, copy));
          }
        }
      }
    }
  });

  it("writes each bound's message as the interpreter words it", () => {
    const parameters = parametersFor("float", { minimum: -1.5, maximum: 2.25 });
    const generated = generateCheck(parameters, false, false) as CheckFunction;
    expect(run(generated, { p: { n: -2, list: [3, 0, 1e21], loose: 3 } }, false)).toEqual({
      messages: [
        "Parameter 'p.n': expected at least -1.5, got -2",
        "Parameter 'p.list[0]': expected at most 2.25, got 3",
        "Parameter 'p.list[2]': expected at most 2.25, got 1e+21",
        "Parameter 'p.loose': expected at most 2.25, got 3",
      ],
      keys: [
        ["p", "n"],
        ["p", "list", 0],
        ["p", "list", 2],
        ["p", "loose"],
      ],
      target: undefined,
    });
  });

  it("reports the bounds in place, and leaves a number with an enum to the quick test", () => {
    const spy = vi.spyOn(globalThis, "Function");
    generateCheck(parametersFor("integer", { minimum: 0, maximum: -0 }), false, false);
    const code = String(spy.mock.calls[0]?.at(-1));
    expect(code).toContain('if(y0<0)B(m,k,q,"expected at least 0, got ",y0);else if(y0>-0)B(');
    // `loose` has an enum too: the first broken of its constraints is found by `K`.
    expect(code.match(/K\(/g)).toHaveLength(1);
  });
});
