// fromDict and the constructor: every definition problem, each one distinct message.
import { describe, expect, it } from "vitest";
import { SchemaDefinitionError } from "../errors/schema-definition-error";
import type { ParameterDefinition } from "../parameter-definition";
import { ToolSchema } from "../tool-schema";

/** The errors fromDict reports for a definition, or [] when it accepts it. */
function problemsOf(definition: unknown): readonly string[] {
  try {
    ToolSchema.fromDict(definition);
    return [];
  } catch (error) {
    if (!(error instanceof SchemaDefinitionError)) throw error;
    return error.errors;
  }
}

/** The errors fromDict reports for one parameter. */
function problemsOfParameter(parameter: unknown): readonly string[] {
  return problemsOf({ parameters: [parameter] });
}

/** The errors the constructor reports for a parameter list. */
function constructorProblems(parameters: unknown, options?: unknown): readonly string[] {
  try {
    new ToolSchema(
      parameters as readonly ParameterDefinition[],
      options as { strict?: boolean } | undefined,
    );
    return [];
  } catch (error) {
    if (!(error instanceof SchemaDefinitionError)) throw error;
    return error.errors;
  }
}

describe("valid definitions", () => {
  it("accepts { parameters: [] }", () => {
    expect(problemsOf({ parameters: [] })).toEqual([]);
  });

  it("accepts every field of a parameter", () => {
    expect(
      problemsOfParameter({
        name: "units",
        type: "string",
        required: false,
        default: "metric",
        description: "Unit system",
      }),
    ).toEqual([]);
  });

  it("accepts strict: true and strict: false", () => {
    expect(problemsOf({ parameters: [], strict: true })).toEqual([]);
    expect(problemsOf({ parameters: [], strict: false })).toEqual([]);
  });

  it("treats 'default: undefined' as no default, also on a required parameter", () => {
    expect(problemsOfParameter({ name: "a", type: "string", default: undefined })).toEqual([]);
  });

  it("accepts a definition parsed from JSON", () => {
    const text = '{"parameters":[{"name":"city","type":"string"}],"strict":true}';
    const schema = ToolSchema.fromDict(JSON.parse(text));
    expect(schema.strict).toBe(true);
    expect(schema.validate({ city: "Oslo" })).toEqual([]);
  });

  it("accepts the constructor with no arguments", () => {
    expect(new ToolSchema().parameters).toEqual([]);
  });
});

describe("problems of the whole definition", () => {
  it.each([
    ["null", null, "A schema definition must be a dictionary, got 'null'"],
    ["a list", [], "A schema definition must be a dictionary, got 'list'"],
    ["a string", "x", "A schema definition must be a dictionary, got 'string'"],
    ["undefined", undefined, "A schema definition must be a dictionary, got 'undefined'"],
    ["a Map", new Map(), "A schema definition must be a dictionary, got 'object'"],
  ])("refuses a definition that is %s", (_label, definition, message) => {
    expect(problemsOf(definition)).toEqual([message]);
  });

  it("refuses a definition without 'parameters'", () => {
    expect(problemsOf({})).toEqual(["A schema definition must have 'parameters' (a list)"]);
  });

  it("refuses 'parameters' that is not a list", () => {
    expect(problemsOf({ parameters: { city: "string" } })).toEqual([
      "'parameters' must be a list, got 'dictionary'",
    ]);
  });

  it("refuses a 'strict' that is not a boolean", () => {
    expect(problemsOf({ parameters: [], strict: "yes" })).toEqual([
      "'strict' must be a boolean, got 'string'",
    ]);
  });

  it("refuses an unknown top-level key, suggesting the close one", () => {
    expect(problemsOf({ parameters: [], strcit: true })).toEqual([
      "Schema definition: unknown key 'strcit' (did you mean 'strict'?)",
    ]);
  });

  it("refuses an unknown top-level key without a close one", () => {
    expect(problemsOf({ parameters: [], version: 2 })).toEqual([
      "Schema definition: unknown key 'version'",
    ]);
  });
});

describe("problems of one parameter", () => {
  it("refuses a parameter that is not a dictionary", () => {
    expect(problemsOfParameter("city")).toEqual([
      "Parameter at index 0 must be a dictionary, got 'string'",
    ]);
  });

  it("refuses a parameter without a name", () => {
    expect(problemsOfParameter({ type: "string" })).toEqual([
      "Parameter at index 0 is missing 'name'",
    ]);
  });

  it("refuses an empty name", () => {
    expect(problemsOfParameter({ name: "", type: "string" })).toEqual([
      "Parameter at index 0: 'name' must be a non-empty string, got an empty string",
    ]);
  });

  it("refuses a name that is not a string", () => {
    expect(problemsOfParameter({ name: 7, type: "string" })).toEqual([
      "Parameter at index 0: 'name' must be a non-empty string, got 'integer'",
    ]);
  });

  it("refuses a parameter without a type", () => {
    expect(problemsOfParameter({ name: "city" })).toEqual(["Parameter 'city' is missing 'type'"]);
  });

  it("refuses an unsupported type, listing the supported ones", () => {
    expect(problemsOfParameter({ name: "city", type: "str" })).toEqual([
      "Parameter 'city': unsupported type 'str'; expected one of: string, integer, float, boolean, list, dictionary",
    ]);
  });

  it("refuses a type that is not a string", () => {
    expect(problemsOfParameter({ name: "city", type: 3 })).toEqual([
      "Parameter 'city': unsupported type a value of kind 'integer'; expected one of: string, integer, float, boolean, list, dictionary",
    ]);
  });

  it("refuses a 'required' that is not a boolean", () => {
    expect(problemsOfParameter({ name: "city", type: "string", required: "no" })).toEqual([
      "Parameter 'city': 'required' must be a boolean, got 'string'",
    ]);
  });

  it("refuses a 'description' that is not a string", () => {
    expect(problemsOfParameter({ name: "city", type: "string", description: 1 })).toEqual([
      "Parameter 'city': 'description' must be a string, got 'integer'",
    ]);
  });

  it("refuses a default that does not match the type", () => {
    expect(
      problemsOfParameter({ name: "days", type: "integer", required: false, default: 1.5 }),
    ).toEqual(["Parameter 'days': default must be of type 'integer', got 'float'"]);
  });

  it("refuses 'default: null': null matches no type", () => {
    expect(
      problemsOfParameter({ name: "units", type: "string", required: false, default: null }),
    ).toEqual(["Parameter 'units': default must be of type 'string', got 'null'"]);
  });

  it("refuses a default on a required parameter (required omitted)", () => {
    expect(problemsOfParameter({ name: "units", type: "string", default: "metric" })).toEqual([
      "Parameter 'units': a default is only allowed with 'required: false'",
    ]);
  });

  it("refuses a default on a parameter with 'required: true'", () => {
    expect(
      problemsOfParameter({ name: "units", type: "string", required: true, default: "metric" }),
    ).toEqual(["Parameter 'units': a default is only allowed with 'required: false'"]);
  });

  it("refuses an unknown parameter key such as the typo 'requird'", () => {
    expect(problemsOfParameter({ name: "city", type: "string", requird: false })).toEqual([
      "Parameter 'city': unknown key 'requird' (did you mean 'required'?)",
    ]);
  });

  it("refuses an unknown parameter key without a close known key", () => {
    expect(problemsOfParameter({ name: "city", type: "string", regex: "^a" })).toEqual([
      "Parameter 'city': unknown key 'regex'",
    ]);
  });

  it("refuses a default that contains itself", () => {
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    expect(
      problemsOfParameter({ name: "l", type: "list", required: false, default: cyclic }),
    ).toEqual(["Parameter 'l': default must not contain itself (a cycle)"]);
  });

  it("accepts a default that shares one value twice without a cycle", () => {
    const shared = { a: 1 };
    expect(
      problemsOfParameter({
        name: "d",
        type: "dictionary",
        required: false,
        default: { x: shared, y: shared },
      }),
    ).toEqual([]);
  });
});

describe("problems across parameters", () => {
  it("refuses a duplicate name once, and keeps the parameters' own messages distinct", () => {
    expect(
      problemsOf({
        parameters: [
          { name: "city", type: "text" },
          { name: "city", type: "texte" },
        ],
      }),
    ).toEqual([
      "Parameter 'city' at index 0: unsupported type 'text'; expected one of: string, integer, float, boolean, list, dictionary",
      "Parameter 'city' at index 1: unsupported type 'texte'; expected one of: string, integer, float, boolean, list, dictionary",
      "Duplicate parameter name: 'city'",
    ]);
  });

  it("reports one duplicate message per duplicated name", () => {
    expect(
      problemsOf({
        parameters: [
          { name: "a", type: "string" },
          { name: "a", type: "string" },
          { name: "a", type: "string" },
        ],
      }),
    ).toEqual(["Duplicate parameter name: 'a'"]);
  });
});

describe("problems across parameters, in order", () => {
  it("lists duplicated names in the order of their second use", () => {
    const parameter = (name: string) => ({ name, type: "string" });
    expect(problemsOf({ parameters: ["a", "b", "a", "b", "a"].map(parameter) })).toEqual([
      "Duplicate parameter name: 'a'",
      "Duplicate parameter name: 'b'",
    ]);
    expect(problemsOf({ parameters: ["b", "a", "a", "b"].map(parameter) })).toEqual([
      "Duplicate parameter name: 'a'",
      "Duplicate parameter name: 'b'",
    ]);
  });

  it("counts a name as duplicated also when the parameter has other problems", () => {
    expect(
      problemsOf({
        parameters: [
          { name: "a", type: "string" },
          { name: "b", type: "string" },
          { name: "a", type: "x" },
        ],
      }),
    ).toEqual([
      "Parameter 'a' at index 2: unsupported type 'x'; expected one of: string, integer, float, boolean, list, dictionary",
      "Duplicate parameter name: 'a'",
    ]);
  });

  it("refuses a hole in the list as a parameter that is not a dictionary", () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is what is tested
    const parameters = [, { name: "a", type: "string" }];
    expect(problemsOf({ parameters })).toEqual([
      "Parameter at index 0 must be a dictionary, got 'undefined'",
    ]);
  });
});

describe("all problems at once", () => {
  const definition = {
    parameters: [
      "not a parameter",
      { type: "string" },
      { name: "", type: "string" },
      { name: 5, type: "string" },
      { name: "a", type: "strin" },
      { name: "b", type: "string", required: "yes" },
      { name: "c", type: "integer", required: false, default: "x" },
      { name: "d", type: "string", default: "x" },
      { name: "e", type: "string", required: false, default: null },
      { name: "f", type: "string", requird: false },
      { name: "g", type: "string" },
      { name: "g", type: "string" },
    ],
    strict: 1,
    stirct: true,
  };

  it("reports every problem of a definition in one SchemaDefinitionError", () => {
    expect(problemsOf(definition)).toEqual([
      "Schema definition: unknown key 'stirct' (did you mean 'strict'?)",
      "'strict' must be a boolean, got 'integer'",
      "Parameter at index 0 must be a dictionary, got 'string'",
      "Parameter at index 1 is missing 'name'",
      "Parameter at index 2: 'name' must be a non-empty string, got an empty string",
      "Parameter at index 3: 'name' must be a non-empty string, got 'integer'",
      "Parameter 'a': unsupported type 'strin'; expected one of: string, integer, float, boolean, list, dictionary",
      "Parameter 'b': 'required' must be a boolean, got 'string'",
      "Parameter 'c': default must be of type 'integer', got 'string'",
      "Parameter 'd': a default is only allowed with 'required: false'",
      "Parameter 'e': default must be of type 'string', got 'null'",
      "Parameter 'f': unknown key 'requird' (did you mean 'required'?)",
      "Duplicate parameter name: 'g'",
    ]);
  });

  it("gives every message once: messages are distinct", () => {
    const problems = problemsOf(definition);
    expect(new Set(problems).size).toBe(problems.length);
  });

  it("gives distinct messages for the same problem in two unnamed parameters", () => {
    const problems = problemsOf({ parameters: [{ type: "x" }, { type: "x" }] });
    expect(problems.length).toBe(4);
    expect(new Set(problems).size).toBe(4);
  });
});

describe("the constructor", () => {
  it("reports every problem of the parameter list at once", () => {
    expect(
      constructorProblems([
        { name: "a", type: "strin" },
        { name: "b", type: "string", requird: false },
      ]),
    ).toEqual([
      "Parameter 'a': unsupported type 'strin'; expected one of: string, integer, float, boolean, list, dictionary",
      "Parameter 'b': unknown key 'requird' (did you mean 'required'?)",
    ]);
  });

  it("refuses parameters that are not a list", () => {
    expect(constructorProblems({ name: "a", type: "string" })).toEqual([
      "'parameters' must be a list, got 'dictionary'",
    ]);
  });

  it("refuses a 'strict' option that is not a boolean, with the parameters' problems", () => {
    expect(constructorProblems([{ name: "a" }], { strict: "yes" })).toEqual([
      "Parameter 'a' is missing 'type'",
      "'strict' must be a boolean, got 'string'",
    ]);
  });

  it("throws a SchemaDefinitionError whose message lists every problem", () => {
    expect(
      () => new ToolSchema([{ name: "", type: "x" } as unknown as ParameterDefinition]),
    ).toThrow(
      "Invalid schema definition:\n  Parameter at index 0: 'name' must be a non-empty string, got an empty string\n  Parameter at index 0: unsupported type 'x'; expected one of: string, integer, float, boolean, list, dictionary",
    );
  });
});

describe("constraints", () => {
  const TYPES = "string, integer, float, boolean, list, dictionary";

  it("accepts each constraint on the types it applies to, and keeps frozen copies", () => {
    const units = ["imperial", "metric"];
    const schema = new ToolSchema([
      { name: "units", type: "string", enum: units, required: false, default: "metric" },
      { name: "level", type: "integer", enum: [1, 2, 3], minimum: 1, maximum: 3 },
      { name: "ratio", type: "float", enum: [0.5, 1], minimum: -1.5 },
      { name: "tags", type: "list", items: "string", required: false, default: ["a"] },
      { name: "days", type: "integer", minimum: 1, maximum: 16 },
      { name: "one", type: "float", minimum: 2, maximum: 2 },
    ]);
    units.push("kelvin");
    expect(schema.parameters[0]).toEqual({
      name: "units",
      type: "string",
      required: false,
      default: "metric",
      enum: ["imperial", "metric"],
    });
    expect(Object.isFrozen(schema.parameters[0]?.enum)).toBe(true);
    expect(schema.validate({ units: "kelvin", level: 1, ratio: 1, days: 1, one: 2 })).toEqual([
      "Parameter 'units': expected one of 'imperial', 'metric', got 'kelvin'",
    ]);
  });

  it("counts 'constraint: undefined' as no constraint", () => {
    expect(
      problemsOfParameter({ name: "a", type: "boolean", enum: undefined, minimum: undefined }),
    ).toEqual([]);
  });

  it.each([
    ["enum", "boolean", [true], "string, integer, float"],
    ["enum", "list", [["a"]], "string, integer, float"],
    ["items", "string", "string", "list"],
    ["items", "dictionary", "string", "list"],
    ["minimum", "string", 1, "integer, float"],
    ["maximum", "list", 1, "integer, float"],
  ])("refuses '%s' on type '%s'", (key, type, value, allowed) => {
    expect(problemsOfParameter({ name: "p", type, [key]: value })).toEqual([
      `Parameter 'p': '${key}' is not allowed on type '${type}' (only on ${allowed})`,
    ]);
  });

  it("refuses an enum that is not a list, or empty", () => {
    expect(problemsOfParameter({ name: "p", type: "string", enum: "a" })).toEqual([
      "Parameter 'p': 'enum' must be a list, got 'string'",
    ]);
    expect(problemsOfParameter({ name: "p", type: "string", enum: [] })).toEqual([
      "Parameter 'p': 'enum' must not be empty",
    ]);
  });

  it("refuses a value given twice in an enum, once per value (0 and -0 are one value)", () => {
    expect(
      problemsOfParameter({ name: "p", type: "string", enum: ["a", "b", "a", "a", "b"] }),
    ).toEqual([
      "Parameter 'p': 'enum' lists 'a' more than once",
      "Parameter 'p': 'enum' lists 'b' more than once",
    ]);
    expect(problemsOfParameter({ name: "p", type: "float", enum: [0, 1.5, -0] })).toEqual([
      "Parameter 'p': 'enum' lists 0 more than once",
    ]);
  });

  it("refuses an enum value of the wrong type, each by its index", () => {
    expect(problemsOfParameter({ name: "p", type: "string", enum: ["a", 1, null, true] })).toEqual([
      "Parameter 'p': 'enum' item 1 must be of type 'string', got 'integer'",
      "Parameter 'p': 'enum' item 2 must be of type 'string', got 'null'",
      "Parameter 'p': 'enum' item 3 must be of type 'string', got 'boolean'",
    ]);
    expect(
      problemsOfParameter({ name: "p", type: "integer", enum: [1, 1.5, "2", Number.NaN] }),
    ).toEqual([
      "Parameter 'p': 'enum' item 1 must be of type 'integer', got 'float'",
      "Parameter 'p': 'enum' item 2 must be of type 'integer', got 'string'",
      "Parameter 'p': 'enum' item 3 must be of type 'integer', got 'NaN'",
    ]);
    // A float enum takes integers too (72 is 72.0); a hole is a value of no type.
    expect(problemsOfParameter({ name: "p", type: "float", enum: [72, 72.5] })).toEqual([]);
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    expect(problemsOfParameter({ name: "p", type: "float", enum: [1, , 2] })).toEqual([
      "Parameter 'p': 'enum' item 1 must be of type 'float', got 'undefined'",
    ]);
  });

  it("refuses 'items' that is not one of the six types", () => {
    expect(problemsOfParameter({ name: "p", type: "list", items: "str" })).toEqual([
      `Parameter 'p': unsupported 'items' type 'str'; expected one of: ${TYPES}`,
    ]);
    expect(problemsOfParameter({ name: "p", type: "list", items: ["string"] })).toEqual([
      `Parameter 'p': unsupported 'items' type a value of kind 'list'; expected one of: ${TYPES}`,
    ]);
  });

  it.each([
    ["a string", "1", "string"],
    ["NaN", Number.NaN, "NaN"],
    ["Infinity", Number.POSITIVE_INFINITY, "Infinity"],
    ["null", null, "null"],
  ])("refuses a bound that is %s", (_label, bound, kind) => {
    expect(
      problemsOfParameter({ name: "p", type: "integer", minimum: bound, maximum: bound }),
    ).toEqual([
      `Parameter 'p': 'minimum' must be a finite number, got '${kind}'`,
      `Parameter 'p': 'maximum' must be a finite number, got '${kind}'`,
    ]);
  });

  it("refuses minimum > maximum, and accepts minimum = maximum", () => {
    expect(problemsOfParameter({ name: "p", type: "float", minimum: 2.5, maximum: -1 })).toEqual([
      "Parameter 'p': 'minimum' (2.5) must not be greater than 'maximum' (-1)",
    ]);
    expect(problemsOfParameter({ name: "p", type: "float", minimum: 2.5, maximum: 2.5 })).toEqual(
      [],
    );
  });

  it.each([
    [{ type: "string", enum: ["a", "b"], default: "c" }, "expected one of 'a', 'b', got 'c'"],
    [{ type: "integer", minimum: 1, default: 0 }, "expected at least 1, got 0"],
    [{ type: "float", maximum: 16, default: 16.5 }, "expected at most 16, got 16.5"],
    [
      { type: "list", items: "integer", default: [1, "2"] },
      "expected a list of 'integer', item 1 is 'string'",
    ],
  ])("refuses a default that breaks the parameter's own constraints (%o)", (fields, problem) => {
    expect(problemsOfParameter({ name: "p", required: false, ...fields })).toEqual([
      `Parameter 'p': default breaks the constraints: ${problem}`,
    ]);
  });

  it("reports every constraint problem at once, with the parameter's other problems", () => {
    expect(
      problemsOf({
        parameters: [
          { name: "a", type: "boolean", enum: [true], requird: false },
          { name: "b", type: "string", enum: ["x", 1, "x"], items: "text" },
          { name: "c", type: "integer", minimum: 5, maximum: 1, required: "no" },
          { name: "d", type: "list", items: "str", minimum: Number.NaN },
        ],
      }),
    ).toEqual([
      "Parameter 'a': unknown key 'requird' (did you mean 'required'?)",
      "Parameter 'a': 'enum' is not allowed on type 'boolean' (only on string, integer, float)",
      "Parameter 'b': 'items' is not allowed on type 'string' (only on list)",
      "Parameter 'b': 'enum' item 1 must be of type 'string', got 'integer'",
      "Parameter 'b': 'enum' lists 'x' more than once",
      `Parameter 'b': unsupported 'items' type 'text'; expected one of: ${TYPES}`,
      "Parameter 'c': 'required' must be a boolean, got 'string'",
      "Parameter 'c': 'minimum' (5) must not be greater than 'maximum' (1)",
      "Parameter 'd': 'minimum' is not allowed on type 'list' (only on integer, float)",
      `Parameter 'd': unsupported 'items' type 'str'; expected one of: ${TYPES}`,
      "Parameter 'd': 'minimum' must be a finite number, got 'NaN'",
    ]);
  });

  it("checks constraints the same way in the constructor", () => {
    expect(constructorProblems([{ name: "p", type: "string", enum: [] }])).toEqual([
      "Parameter 'p': 'enum' must not be empty",
    ]);
  });
});
