import { describe, expect, test, vi } from "vitest";
import { AgentKitError } from "./agent-kit-error";
import { ApprovalDeniedError } from "./approval-denied-error";
import { SemanticError } from "./semantic-error";
import { ToolExecutionError } from "./tool-execution-error";
import { ToolValidationError } from "./tool-validation-error";

describe("every error class", () => {
  const errors = [
    new AgentKitError("base"),
    new SemanticError("bad definition"),
    new ToolValidationError({ toolName: "t", direction: "input", errors: ["e"] }),
    new ToolExecutionError({ toolName: "t", cause: new Error("x") }),
    new ApprovalDeniedError({ toolName: "t" }),
  ];

  test.each(errors)("$name sets name to its class name and extends AgentKitError", (error) => {
    expect(error.name).toBe(error.constructor.name);
    expect(error).toBeInstanceOf(Error);
    expect(AgentKitError.isInstance(error)).toBe(true);
  });

  test("isInstance tells the classes apart", () => {
    const [base, semantic, validation, execution] = errors;
    expect(SemanticError.isInstance(semantic)).toBe(true);
    expect(SemanticError.isInstance(base)).toBe(false);
    expect(ToolValidationError.isInstance(validation)).toBe(true);
    expect(ToolValidationError.isInstance(execution)).toBe(false);
    expect(ToolExecutionError.isInstance(execution)).toBe(true);
    expect(ApprovalDeniedError.isInstance(errors[4])).toBe(true);
    expect(ApprovalDeniedError.isInstance(execution)).toBe(false);
    for (const value of [null, undefined, "x", new Error("plain"), {}]) {
      expect(AgentKitError.isInstance(value)).toBe(false);
    }
  });

  test("isInstance recognises errors made by another loaded copy of the package", async () => {
    vi.resetModules();
    const copy: typeof import("./tool-validation-error") = await import(
      // A query string makes the bundler load a second, separate copy of the module; Vite is
      // told not to read the template as a glob of files (it would warn "invalid import").
      /* @vite-ignore */ `./tool-validation-error?copy=${Date.now()}`
    );
    const foreign = new copy.ToolValidationError({
      toolName: "t",
      direction: "output",
      errors: [],
    });
    expect(foreign).not.toBeInstanceOf(ToolValidationError);
    expect(ToolValidationError.isInstance(foreign)).toBe(true);
    expect(AgentKitError.isInstance(foreign)).toBe(true);
  });
});

describe("ToolValidationError", () => {
  test("names the tool and direction and lists each error on its own indented line", () => {
    const error = new ToolValidationError({
      toolName: "fetch_weather",
      direction: "output",
      errors: ["Missing required parameter: 'city'", "Unknown parameter: 'x'"],
    });
    expect(error.message).toBe(
      "Tool 'fetch_weather' output validation failed:\n" +
        "  Missing required parameter: 'city'\n" +
        "  Unknown parameter: 'x'",
    );
    expect(error).toMatchObject({ toolName: "fetch_weather", direction: "output" });
    expect(Object.isFrozen(error.errors)).toBe(true);
  });

  test("copies the list it is given", () => {
    const list = ["a"];
    const error = new ToolValidationError({ toolName: "t", direction: "input", errors: list });
    list.push("b");
    expect(error.errors).toEqual(["a"]);
  });
});

describe("ToolExecutionError", () => {
  test.each([
    [new Error("network down"), "network down"],
    ["plain string", "plain string"],
    [undefined, "undefined"],
    [42, "42"],
    [Object.create(null), "[object Object]"],
  ])("keeps the cause %s as is and quotes its text", (cause, text) => {
    const error = new ToolExecutionError({ toolName: "fetch_weather", cause });
    expect(error.message).toBe(`Tool 'fetch_weather' execution failed: ${text}`);
    expect(error.cause).toBe(cause);
    expect(error.toolName).toBe("fetch_weather");
  });
});

describe("toJSON", () => {
  const secret = "sk-live-canary-4242";

  test("gives name, message and the class's context fields, never the cause", () => {
    const cause = new Error(`backend said: key ${secret} rejected`);
    expect(new AgentKitError("base", { cause }).toJSON()).toEqual({
      name: "AgentKitError",
      message: "base",
    });
    expect(new SemanticError("bad definition", { cause }).toJSON()).toEqual({
      name: "SemanticError",
      message: "bad definition",
    });
    const validation = new ToolValidationError({
      toolName: "fetch_weather",
      direction: "input",
      errors: ["Missing required parameter: 'city'"],
    });
    expect(validation.toJSON()).toEqual({
      name: "ToolValidationError",
      message:
        "Tool 'fetch_weather' input validation failed:\n  Missing required parameter: 'city'",
      toolName: "fetch_weather",
      direction: "input",
      errors: ["Missing required parameter: 'city'"],
    });
    const execution = new ToolExecutionError({ toolName: "fetch_weather", cause: { secret } });
    expect(execution.toJSON()).toEqual({
      name: "ToolExecutionError",
      message: "Tool 'fetch_weather' execution failed: [object Object]",
      toolName: "fetch_weather",
    });
  });

  test("a secret held only by the cause does not reach JSON.stringify(error)", () => {
    const causes = [new Error("refused", { cause: { apiKey: secret } }), { apiKey: secret }];
    for (const cause of causes) {
      const error = new ToolExecutionError({ toolName: "fetch_weather", cause });
      expect(error.cause).toBe(cause);
      const text = JSON.stringify(error);
      expect(text).not.toContain(secret);
      expect(JSON.parse(text)).toEqual({
        name: "ToolExecutionError",
        message: error.message,
        toolName: "fetch_weather",
      });
    }
    const wrapped = new AgentKitError("outer", { cause: new Error(secret) });
    expect(JSON.stringify({ error: wrapped })).not.toContain(secret);
  });
});

describe("ApprovalDeniedError", () => {
  test("has the exact message and gives toolName in toJSON", () => {
    const error = new ApprovalDeniedError({ toolName: "delete_file" });
    expect(error.message).toBe("Tool 'delete_file' call was not approved.");
    expect(error.toolName).toBe("delete_file");
    expect(error.toJSON()).toEqual({
      name: "ApprovalDeniedError",
      message: "Tool 'delete_file' call was not approved.",
      toolName: "delete_file",
    });
  });
});
