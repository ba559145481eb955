// The generated check and the interpreter must agree on everything: messages, their order,
// their keys, defaults in place and in copies.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inputArbitrary, schemaArbitrary } from "../test/arbitraries";
import { frozenCopy } from "./copy-value";
import { createCheck } from "./create-check";
import { generateCheck } from "./generate-check";
import type { ParameterDefinition } from "./parameter-definition";

function run(
  parameters: readonly ParameterDefinition[],
  strict: boolean,
  mode: "auto" | "interpret",
  input: unknown,
  copy: boolean,
): unknown {
  const check = createCheck(parameters, strict, mode);
  const values = typeof input === "object" && input !== null ? structuredClone(input) : input;
  const messages: string[] = [];
  const keys: (string | undefined)[] = [];
  const target = copy ? {} : undefined;
  check(values, messages, keys, target);
  return { messages, keys, values, target };
}

function frozenParameters(parameters: readonly ParameterDefinition[]): ParameterDefinition[] {
  return parameters.map((parameter) => frozenCopy(parameter) as ParameterDefinition);
}

describe("the generated check", () => {
  it("is generated where the runtime allows code generation", () => {
    expect(generateCheck([{ name: "city", type: "string" }], false)).toBeTypeOf("function");
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
          expect(run(parameters, schema.strict, "auto", input, copy)).toEqual(
            run(parameters, schema.strict, "interpret", input, copy),
          );
        },
      ),
      { numRuns: 3_000 },
    );
    expect(cases).toBe(3_000);
  });

  it("keeps hostile names as data: quotes, backslashes, line separators, code", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a name that looks like a template is the point
    const names = ['a"b', "c\\d", "e\u2028f", "'); throw 1; ('", "${x}", "__proto__", "\n"];
    const parameters = frozenParameters(names.map((name) => ({ name, type: "integer" })));
    const input = Object.fromEntries(names.map((name) => [name, "no"]));
    const result = run(parameters, true, "auto", input, true);
    expect(result).toEqual(run(parameters, true, "interpret", input, true));
    expect((result as { messages: string[] }).messages).toHaveLength(names.length);
  });
});

describe("where code generation from strings is refused", () => {
  it("still validates, through the interpreter, with the same messages", () => {
    // A child process, since the flag must be set when Node starts.
    const script = fileURLToPath(new URL("../test/fixtures/no-codegen.ts", import.meta.url));
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
    });
  });
});

describe("ownership in both checks, with Object.prototype polluted after the schema was built", () => {
  const modes = ["auto", "interpret"] as const;
  for (const mode of modes) {
    it(`does not take an inherited value as present (${mode})`, () => {
      const parameters = frozenParameters([
        { name: "city", type: "string" },
        { name: "units", type: "string", required: false, default: "metric" },
        { name: "toString", type: "string", required: false },
      ]);
      const check = createCheck(parameters, true, mode);
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
