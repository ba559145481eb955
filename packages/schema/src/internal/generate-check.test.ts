// The generated check and the interpreter must agree on everything: messages, their order,
// their keys, defaults in place and in copies; and a schema must switch from one to the
// other (tier up) without any caller noticing.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  constrainedSchemaArbitrary,
  inputArbitrary,
  schemaArbitrary,
} from "../../test/arbitraries";
import {
  recursiveInputArbitrary,
  recursiveSchemaArbitrary,
} from "../../test/recursive-arbitraries";
import type { ParameterDefinition } from "../parameter-definition";
import { ToolSchema } from "../tool-schema";
import type { CheckFunction } from "./check-function";
import { frozenCopy } from "./copy-value";
import { generateCheck, literalOf } from "./generate-check";
import { interpretCheck, TIER_UP_CALLS } from "./interpret-check";

type Mode = "generate" | "interpret";

function build(
  parameters: readonly ParameterDefinition[],
  strict: boolean,
  mode: Mode,
  copy = false,
) {
  if (mode === "interpret") return interpretCheck(parameters, strict);
  const generated = generateCheck(parameters, strict, copy);
  if (generated === undefined) throw new Error("code generation refused");
  return generated;
}

function runCheck(check: CheckFunction, input: unknown, copy: boolean): unknown {
  const values = typeof input === "object" && input !== null ? structuredClone(input) : input;
  const messages: string[] = [];
  const keys: (string | undefined)[] = [];
  const target = copy ? {} : undefined;
  check(values, messages, keys, target);
  return { messages, keys, values, target };
}

function run(
  parameters: readonly ParameterDefinition[],
  strict: boolean,
  mode: Mode,
  input: unknown,
  copy: boolean,
): unknown {
  return runCheck(build(parameters, strict, mode, copy), input, copy);
}

/** The check a schema uses after tiering up: interpreted until hot, then generated. */
function tieredUp(
  parameters: readonly ParameterDefinition[],
  strict: boolean,
  copy = false,
): CheckFunction {
  let hot = false;
  const first = interpretCheck(parameters, strict, () => {
    hot = true;
  });
  for (let call = 0; call < TIER_UP_CALLS; call++) first({}, [], undefined, copy ? {} : undefined);
  if (!hot) throw new Error("did not tier up");
  return build(parameters, strict, "generate", copy);
}

function frozenParameters(parameters: readonly ParameterDefinition[]): ParameterDefinition[] {
  return parameters.map((parameter) => frozenCopy(parameter) as ParameterDefinition);
}

describe("the generated check", () => {
  it("is generated where the runtime allows code generation", () => {
    expect(generateCheck([{ name: "city", type: "string" }], false, false)).toBeTypeOf("function");
  });

  it("agrees with the interpreter on generated schemas and inputs, in place and as a copy", () => {
    let cases = 0;
    fc.assert(
      fc.property(
        schemaArbitrary.chain((schema) =>
          fc.tuple(fc.constant(schema), inputArbitrary(schema.parameters), fc.boolean()),
        ),
        ([schema, input, copy]) => {
          const parameters = frozenParameters(schema.parameters);
          cases++;
          expect(run(parameters, schema.strict, "generate", input, copy)).toEqual(
            run(parameters, schema.strict, "interpret", input, copy),
          );
        },
      ),
      { numRuns: 3_000 },
    );
    expect(cases).toBe(3_000);
  });

  it("agrees with the interpreter on generated schemas with constraints and inputs near them", () => {
    fc.assert(
      fc.property(
        constrainedSchemaArbitrary.chain((schema) =>
          fc.tuple(fc.constant(schema), inputArbitrary(schema.parameters), fc.boolean()),
        ),
        ([schema, input, copy]) => {
          const parameters = frozenParameters(schema.parameters);
          expect(run(parameters, schema.strict, "generate", input, copy)).toEqual(
            run(parameters, schema.strict, "interpret", input, copy),
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("agrees with the interpreter on recursive schemas (named definitions) and trees near them", () => {
    let cases = 0;
    fc.assert(
      fc.property(
        recursiveSchemaArbitrary,
        recursiveInputArbitrary,
        fc.boolean(),
        (definition, input, copy) => {
          // Built by a ToolSchema, so that every reference is linked to its definition.
          const schema = new ToolSchema(definition.parameters, {
            definitions: definition.definitions,
          });
          const parameters = schema.parameters as readonly ParameterDefinition[];
          cases++;
          expect(run(parameters, definition.strict, "generate", input, copy)).toEqual(
            run(parameters, definition.strict, "interpret", input, copy),
          );
        },
      ),
      { numRuns: 2_000 },
    );
    expect(cases).toBe(2_000);
  });

  it("writes no constraint code for a parameter without constraints", () => {
    const generated = vi.spyOn(globalThis, "Function");
    try {
      const parameters = frozenParameters([
        { name: "city", type: "string" },
        { name: "days", type: "integer", required: false },
        { name: "tags", type: "list", required: false },
      ]);
      build(parameters, false, "generate");
      build(parameters, false, "generate", true);
      for (const call of generated.mock.calls) {
        expect(String(call.at(-1))).not.toMatch(/R\(|I\(|for\(|const A/);
      }
    } finally {
      generated.mockRestore();
    }
  });

  it("tests a short enum by comparisons and a long string enum with a Set", () => {
    const generated = vi.spyOn(globalThis, "Function");
    try {
      const long = Array.from({ length: 13 }, (_, index) => `v${index}`);
      const parameters = frozenParameters([
        { name: "units", type: "string", enum: ["imperial", "metric"] },
        { name: "code", type: "string", enum: long },
        { name: "level", type: "integer", enum: Array.from({ length: 20 }, (_, index) => index) },
      ]);
      const check = build(parameters, false, "generate");
      const code = String(generated.mock.calls[0]?.at(-1));
      expect(code).toContain('v!=="imperial"&&v!=="metric"');
      expect(code).toContain("const A1=new Set(p[1].enum);");
      expect(code).toContain("!A1.has(v)");
      expect(code).toContain("v!==0&&v!==1&&");
      const messages: string[] = [];
      check({ units: "metric", code: "v12", level: 19 }, messages, undefined, undefined);
      check({ units: "metric", code: "v13", level: 20 }, messages, undefined, undefined);
      expect(messages).toEqual([
        `Parameter 'code': expected one of ${long.map((value) => `'${value}'`).join(", ")}, got 'v13'`,
        `Parameter 'level': expected one of ${Array.from({ length: 20 }, (_, index) => index).join(", ")}, got 20`,
      ]);
    } finally {
      generated.mockRestore();
    }
  });

  it("keeps hostile enum values and bounds as data, and writes -0, 1e21 and tiny numbers exactly", () => {
    const hostile = [
      '"); throw 1; ("',
      "\\",
      "\u2028\u2029",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a value that looks like a template is the point
      "${globalThis.x = 1}",
      "*/ x",
      "\ud800",
    ];
    const long = [...hostile, ...Array.from({ length: 10 }, (_, index) => `'${index}`)];
    const parameters = frozenParameters([
      { name: "s", type: "string", required: false, enum: hostile },
      { name: "l", type: "string", required: false, enum: long },
      {
        name: "n",
        type: "float",
        required: false,
        enum: [-0, 1e21, -5e-324, 1.7976931348623157e308],
      },
      { name: "b", type: "float", required: false, minimum: -0, maximum: 1e21 },
      { name: "t", type: "float", required: false, minimum: -5e-324, maximum: 5e-324 },
    ]);
    const inputs = [
      { s: hostile[0], l: hostile[3], n: 0, b: 0, t: 0 },
      { s: hostile[5], l: "'9", n: 1e21, b: -0, t: -5e-324 },
      { s: "\ud801", l: "'10", n: -5e-324, b: 1e21 + 2 ** 20, t: 1e-323 },
      { s: "x", l: "x", n: 5e-324, b: -5e-324, t: -1e-323 },
    ];
    for (const input of inputs) {
      for (const copy of [false, true]) {
        expect(run(parameters, false, "generate", input, copy)).toEqual(
          run(parameters, false, "interpret", input, copy),
        );
      }
    }
    expect(
      (run(parameters, false, "generate", inputs[0], false) as { messages: string[] }).messages,
    ).toEqual([]);
    expect(
      (run(parameters, false, "generate", inputs[1], false) as { messages: string[] }).messages,
    ).toEqual([]);
    expect(
      (run(parameters, false, "generate", inputs[2], false) as { messages: string[] }).messages,
    ).toHaveLength(4);
    expect(
      (run(parameters, false, "generate", inputs[3], false) as { messages: string[] }).messages,
    ).toHaveLength(5);
    expect((globalThis as { x?: unknown }).x).toBeUndefined();
  });

  it("keeps hostile names as data: quotes, backslashes, line separators, code", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a name that looks like a template is the point
    const names = ['a"b', "c\\d", "e\u2028f", "'); throw 1; ('", "${x}", "__proto__", "\n"];
    const parameters = frozenParameters(names.map((name) => ({ name, type: "integer" })));
    const input = Object.fromEntries(names.map((name) => [name, "no"]));
    const result = run(parameters, true, "generate", input, true);
    expect(result).toEqual(run(parameters, true, "interpret", input, true));
    expect((result as { messages: string[] }).messages).toHaveLength(names.length);
  });
});

describe("where code generation from strings is refused", () => {
  it("still validates, through the interpreter, with the same messages", () => {
    // A child process, since the flag must be set when Node starts.
    const script = fileURLToPath(new URL("../../test/fixtures/no-codegen.ts", import.meta.url));
    const child = spawnSync(
      process.execPath,
      [
        "--disallow-code-generation-from-strings",
        "--conditions=@kit/source",
        "--import",
        "tsx",
        script,
      ],
      { encoding: "utf8" },
    );
    expect(child.stderr).toBe("");
    expect(JSON.parse(child.stdout)).toEqual({
      generated: false,
      messages: [
        "Missing required parameter: 'city'",
        "Parameter 'units': expected type 'string', got 'integer'",
        "Unknown parameter: 'extra'",
      ],
      defaults: { city: "Oslo", units: "metric", tags: [] },
      later: 1,
    });
  });
});

describe("ownership in both checks, with Object.prototype polluted after the schema was built", () => {
  const modes = ["generate", "interpret", "tiered"] as const;
  for (const mode of modes) {
    it(`does not take an inherited value as present (${mode})`, () => {
      const parameters = frozenParameters([
        { name: "city", type: "string" },
        { name: "units", type: "string", required: false, default: "metric" },
        { name: "toString", type: "string", required: false },
      ]);
      const check = mode === "tiered" ? tieredUp(parameters, true) : build(parameters, true, mode);
      const prototype = Object.prototype as Record<string, unknown>;
      prototype.city = "polluted";
      prototype.units = "polluted";
      try {
        const values: Record<string, unknown> = {};
        const messages: string[] = [];
        check(values, messages, undefined, undefined);
        expect(messages).toEqual(["Missing required parameter: 'city'"]);
        expect(Object.hasOwn(values, "units") && values.units).toBe("metric");
      } finally {
        delete prototype.city;
        delete prototype.units;
      }
    });
  }
});

describe("tiering up", () => {
  const parameters = frozenParameters([
    { name: "city", type: "string" },
    { name: "units", type: "string", required: false, default: "metric" },
    { name: "tags", type: "list", required: false, default: ["a", 1, true, { b: [null] }] },
  ]);

  it("interprets, and says once that the schema is hot, on the TIER_UP_CALLS-th call", () => {
    let hot = 0;
    const check = interpretCheck(parameters, false, () => hot++);
    for (let call = 1; call < TIER_UP_CALLS; call++)
      check({ city: "Oslo" }, [], undefined, undefined);
    expect(hot).toBe(0);
    check({ city: "Oslo" }, [], undefined, undefined);
    expect(hot).toBe(1);
    for (let call = 0; call < 2 * TIER_UP_CALLS; call++)
      check({ city: "Oslo" }, [], undefined, undefined);
    expect(hot).toBe(1);
  });

  it("generates each way's check once, when the hot schema is next used that way", () => {
    const schema = new ToolSchema(parameters);
    const generated = vi.spyOn(globalThis, "Function");
    try {
      for (let call = 0; call < TIER_UP_CALLS; call++) schema.validate({ city: "Oslo" });
      expect(generated).not.toHaveBeenCalled();
      schema.validate({ city: "Oslo" });
      expect(generated).toHaveBeenCalledTimes(1);
      expect(String(generated.mock.calls[0]?.at(-1))).toContain('o["units"]="metric"');
      schema.check({ city: "Oslo" });
      expect(generated).toHaveBeenCalledTimes(2);
      expect(String(generated.mock.calls[1]?.at(-1))).toContain('t["units"]="metric"');
      for (let call = 0; call < TIER_UP_CALLS; call++) {
        schema.validate({ city: "Oslo" });
        schema.check({ city: "Oslo" });
      }
      expect(generated).toHaveBeenCalledTimes(2);
    } finally {
      generated.mockRestore();
    }
  });

  it("gives the same results before, at and after the switch, through a ToolSchema", () => {
    const schema = new ToolSchema(parameters, { strict: true });
    const inputs = [{ city: "Oslo" }, { city: 1, units: null, extra: 2 }, "not a dictionary"];
    const seen = new Set<string>();
    for (let call = 0; call < 3 * TIER_UP_CALLS; call++) {
      const results = inputs.map((input) => {
        const values = typeof input === "object" ? { ...input } : input;
        return [
          schema.validate(values as Record<string, unknown>),
          values,
          schema.check(input),
          schema["~standard"].validate(input),
        ];
      });
      seen.add(JSON.stringify(results));
    }
    expect(seen.size).toBe(1);
  });

  it("agrees with the interpreter after the switch, through a ToolSchema, both ways", () => {
    fc.assert(
      fc.property(
        schemaArbitrary.chain((schema) =>
          fc.tuple(fc.constant(schema), inputArbitrary(schema.parameters)),
        ),
        ([schema, input]) => {
          const parameters = frozenParameters(schema.parameters);
          const tool = new ToolSchema(parameters, { strict: schema.strict });
          for (let call = 0; call < TIER_UP_CALLS; call++) {
            tool.validate({});
            tool.check({});
          }
          // validate reports no keys: compare its messages and the values it changed.
          const values =
            typeof input === "object" && input !== null ? structuredClone(input) : input;
          const messages = tool.validate(values as Record<string, unknown>);
          const inPlace = run(parameters, schema.strict, "interpret", input, false) as {
            messages: string[];
            values: unknown;
          };
          expect({ messages, values }).toEqual({
            messages: inPlace.messages,
            values: inPlace.values,
          });
          const reference = run(parameters, schema.strict, "interpret", input, true) as {
            messages: string[];
            target: Record<string, unknown>;
          };
          expect(tool.check(input)).toEqual(
            reference.messages.length > 0
              ? { success: false, errors: reference.messages }
              : { success: true, value: reference.target },
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("defaults in generated code", () => {
  it("are fresh on every call, also when written as literals", () => {
    const parameters = frozenParameters([
      { name: "tags", type: "list", required: false, default: ["a", { b: [1] }] },
      { name: "meta", type: "dictionary", required: false, default: { x: { y: [] } } },
      { name: "odd", type: "dictionary", required: false, default: Object.create(null) },
    ]);
    const check = build(parameters, false, "generate");
    const one: Record<string, unknown> = {};
    const two: Record<string, unknown> = {};
    check(one, [], undefined, undefined);
    check(two, [], undefined, undefined);
    expect(one).toEqual({ tags: ["a", { b: [1] }], meta: { x: { y: [] } }, odd: {} });
    expect(Object.getPrototypeOf(one.odd)).toBe(null);
    for (const key of ["tags", "meta", "odd"]) {
      expect(one[key]).not.toBe(two[key]);
      expect(Object.isFrozen(one[key])).toBe(false);
    }
    expect((one.tags as unknown[])[1]).not.toBe((two.tags as unknown[])[1]);
  });

  it("keep -0, and leave anything a literal cannot say exactly to a copy", () => {
    expect(literalOf(-0)).toBe("-0");
    expect(literalOf(0.1)).toBe("0.1");
    expect(literalOf(["a", [true, null]])).toBe('["a",[true,null]]');
    expect(literalOf(Object.create(null))).toBeUndefined();
    expect(literalOf(frozenCopy(JSON.parse('{"__proto__": 1}')))).toBeUndefined();
    expect(literalOf([undefined])).toBeUndefined();
    const sparse: unknown[] = [];
    sparse[1] = 1;
    expect(literalOf(sparse)).toBeUndefined();
    expect(literalOf([new Date(0)])).toBeUndefined();
    const check = build(
      frozenParameters([{ name: "x", type: "float", required: false, default: -0 }]),
      false,
      "generate",
    );
    const values: Record<string, unknown> = {};
    check(values, [], undefined, undefined);
    expect(Object.is(values.x, -0)).toBe(true);
  });

  it("keep hostile strings as data", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a value that looks like a template is the point
    const hostile = ['"); throw 1; ("', "\\", "\u2028\u2029", "${globalThis.x = 1}", "</script>"];
    const parameters = frozenParameters([
      { name: "s", type: "string", required: false, default: hostile[0] },
      { name: "l", type: "list", required: false, default: hostile },
      {
        name: "d",
        type: "dictionary",
        required: false,
        default: Object.fromEntries(hostile.map((h) => [h, h])),
      },
    ]);
    const values: Record<string, unknown> = {};
    build(parameters, false, "generate")(values, [], undefined, undefined);
    expect(values).toEqual({
      s: hostile[0],
      l: hostile,
      d: Object.fromEntries(hostile.map((h) => [h, h])),
    });
    expect((globalThis as { x?: unknown }).x).toBeUndefined();
  });
});
