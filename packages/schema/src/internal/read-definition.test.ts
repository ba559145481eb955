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
    expect(problemsOfParameter({ name: "city", type: "string", enum: ["a"] })).toEqual([
      "Parameter 'city': unknown key 'enum'",
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
