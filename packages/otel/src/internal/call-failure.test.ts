import type { ToolCall } from "@kit/tools";
import { ApprovalDeniedError, ToolExecutionError, ToolValidationError } from "@kit/tools";
import { beforeAll, describe, expect, it } from "vitest";
import { CANARY, resolvedCall } from "../../test/fixtures";
import { toCallFailure } from "./call-failure";

let call: ToolCall;
beforeAll(async () => {
  call = await resolvedCall();
});

describe("toCallFailure", () => {
  it("names the kit error classes and gives the validation direction", () => {
    const validation = new ToolValidationError({
      toolName: "t",
      direction: "output",
      errors: ["x"],
    });
    const execution = new ToolExecutionError({ toolName: "t", cause: new Error("boom") });
    expect(toCallFailure(validation, call)).toMatchObject({
      type: "ToolValidationError",
      direction: "output",
      message: validation.message,
    });
    expect(toCallFailure(execution, call)).toMatchObject({
      type: "ToolExecutionError",
      direction: undefined,
      message: "Tool 't' execution failed: boom",
    });
  });

  it("names the cause of a ToolExecutionError only when kit made it", () => {
    const denied = new ApprovalDeniedError({ toolName: "t" });
    const timeout = Object.assign(new Error("timed out after 5 ms"), { name: "TimeoutError" });
    const other = Object.assign(new Error("x"), { name: "ApprovalDeniedError" });
    const causeOf = (cause: unknown) =>
      toCallFailure(new ToolExecutionError({ toolName: "t", cause }), call).cause;
    expect(causeOf(denied)).toBe("ApprovalDeniedError");
    expect(causeOf(timeout)).toBe("TimeoutError");
    expect(causeOf(other)).toBeUndefined();
    expect(causeOf("text")).toBeUndefined();
    expect(toCallFailure(denied, call).cause).toBeUndefined();
  });

  it("uses another error's class name, and _OTHER for anything unbounded", () => {
    expect(toCallFailure(new RangeError("bad"), call).type).toBe("RangeError");
    const oddName = Object.assign(new Error("x"), { name: "call 123 failed at 10:42" });
    expect(toCallFailure(oddName, call).type).toBe("_OTHER");
    expect(toCallFailure("a string", call)).toMatchObject({
      type: "_OTHER",
      message: "a string",
    });
    expect(toCallFailure(undefined, call).type).toBe("_OTHER");
  });

  it("redacts the message and the stack, whose first line predates any redaction", () => {
    const error = new Error(`key ${CANARY} refused`);
    const { message, exception } = toCallFailure(error, call);
    expect(message).toBe("key [REDACTED] refused");
    expect(typeof exception === "object" && exception.stack).toContain("key [REDACTED] refused");
    expect(JSON.stringify(exception)).not.toContain(CANARY);
  });

  it("never throws, even for an error whose properties throw", () => {
    const hostile = new Proxy(new Error("x"), {
      get: () => {
        throw new Error("trap");
      },
    });
    expect(toCallFailure(hostile, call)).toMatchObject({ type: "_OTHER", message: "" });
  });
});
