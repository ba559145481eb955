import { describe, expect, it } from "vitest";
import { ToolSchema } from "../tool-schema";
import { SchemaDefinitionError } from "./schema-definition-error";

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("SchemaDefinitionError", () => {
  it("is an Error named SchemaDefinitionError", () => {
    const error = new SchemaDefinitionError(["a problem"]);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("SchemaDefinitionError");
  });

  it("lists every problem in its message, one indented line each", () => {
    expect(new SchemaDefinitionError(["first", "second"]).message).toBe(
      "Invalid schema definition:\n  first\n  second",
    );
  });

  it("keeps the problems in a frozen copy of the list given", () => {
    const problems = ["first"];
    const error = new SchemaDefinitionError(problems);
    problems.push("second");
    expect(error.errors).toEqual(["first"]);
    expect(Object.isFrozen(error.errors)).toBe(true);
  });

  it("has two own enumerable keys, errors then name, and errors is writable like a field", () => {
    const error = new SchemaDefinitionError(["a problem"]);
    expect(Object.keys(error)).toEqual(["errors", "name"]);
    expect(Object.getOwnPropertyDescriptor(error, "errors")).toMatchObject({
      writable: true,
      enumerable: true,
      configurable: true,
    });
  });

  it("is what fromDict and the constructor throw", () => {
    expect(thrownBy(() => ToolSchema.fromDict(null))).toBeInstanceOf(SchemaDefinitionError);
    expect(thrownBy(() => new ToolSchema("x" as never))).toBeInstanceOf(SchemaDefinitionError);
  });
});

describe("SchemaDefinitionError.toJSON", () => {
  it("gives the name, the message and the problems, as plain data", () => {
    const error = new SchemaDefinitionError(["first", "second"]);
    expect(error.toJSON()).toStrictEqual({
      name: "SchemaDefinitionError",
      message: "Invalid schema definition:\n  first\n  second",
      errors: ["first", "second"],
    });
    expect(JSON.parse(JSON.stringify(error))).toStrictEqual(error.toJSON());
  });

  it("never includes a cause", () => {
    const error = new SchemaDefinitionError(["a problem"]);
    Object.defineProperty(error, "cause", { value: { secret: "third-party data" } });
    expect(error.toJSON()).not.toHaveProperty("cause");
    expect(JSON.stringify(error)).not.toContain("third-party data");
  });
});

describe("SchemaDefinitionError.isInstance", () => {
  it("recognises an instance", () => {
    expect(SchemaDefinitionError.isInstance(new SchemaDefinitionError([]))).toBe(true);
  });

  it("recognises an error made by another copy of the package (same global symbol)", () => {
    class OtherCopySchemaDefinitionError extends Error {
      constructor() {
        super("from another copy");
        Object.defineProperty(this, Symbol.for("kit.error.SchemaDefinitionError"), {
          value: true,
        });
      }
    }
    const foreign = new OtherCopySchemaDefinitionError();
    expect(foreign instanceof SchemaDefinitionError).toBe(false);
    expect(SchemaDefinitionError.isInstance(foreign)).toBe(true);
  });

  it.each([
    ["a plain Error", new Error("x")],
    [
      "an Error named SchemaDefinitionError",
      Object.assign(new Error("x"), { name: "SchemaDefinitionError" }),
    ],
    ["null", null],
    ["a string", "SchemaDefinitionError"],
    [
      "an object with a local symbol of the same name",
      { [Symbol("kit.error.SchemaDefinitionError")]: true },
    ],
  ])("refuses %s", (_label, value) => {
    expect(SchemaDefinitionError.isInstance(value)).toBe(false);
  });
});
