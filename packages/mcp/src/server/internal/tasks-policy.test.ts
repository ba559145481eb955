import { defineTool } from "@kit/tools";
import { describe, expect, test } from "vitest";
import { markTaskSupport } from "../../shared/task-support";
import { readTasksPolicy } from "./tasks-policy";

const tool = (name: string) => defineTool({ name, execute: () => ({}) });

describe("readTasksPolicy", () => {
  test("names: optional; required wins; others forbidden; the defaults told to clients", () => {
    const policy = readTasksPolicy({ tools: ["a", "b"], required: ["b", "c"] }, "opt");
    expect(["a", "b", "c", "d"].map((name) => policy.supportOf(tool(name)))).toEqual([
      "optional",
      "required",
      "required",
      "forbidden",
    ]);
    expect(policy.ttlMs).toBe(3_600_000);
    expect(policy.pollIntervalMs).toBe(1000);
  });

  test('"all": every tool optional; a gateway mark counts, the option overrides it', () => {
    const marked = tool("remote");
    markTaskSupport(marked, "required");
    const forbidden = tool("plain");
    markTaskSupport(forbidden, "forbidden");
    const all = readTasksPolicy({ tools: "all" }, "opt");
    expect(all.supportOf(tool("x"))).toBe("optional");
    expect(all.supportOf(marked)).toBe("required");
    expect(all.supportOf(forbidden)).toBe("optional");
    const none = readTasksPolicy(undefined, "opt");
    expect(none.supportOf(marked)).toBe("required");
    expect(none.supportOf(forbidden)).toBe("forbidden");
    expect(none.supportOf(tool("x"))).toBe("forbidden");
  });

  test("askFirst: only tools callable as tasks; none without the option", () => {
    const policy = readTasksPolicy(
      { tools: ["a"], required: ["b"], askFirst: ["a", "b", "c"] },
      "opt",
    );
    expect(["a", "b", "c"].map((name) => policy.asksFirst(tool(name)))).toEqual([
      true,
      true,
      false,
    ]);
    expect(readTasksPolicy({ tools: "all" }, "opt").asksFirst(tool("a"))).toBe(false);
    expect(readTasksPolicy(undefined, "opt").asksFirst(tool("a"))).toBe(false);
  });

  test("bad values name the option and what was wrong", () => {
    expect(() => readTasksPolicy({ tools: "all", askFirst: "a" } as never, "o")).toThrow(
      new TypeError("o.askFirst must be a list of tool names"),
    );
    expect(() => readTasksPolicy({ tools: ["a", 1] } as never, "--tasks")).toThrow(
      new TypeError('--tasks.tools must be "all" or a list of tool names'),
    );
    expect(() => readTasksPolicy({ tools: "all", pollIntervalMs: -5 }, "o")).toThrow(
      new RangeError("o.pollIntervalMs must be a positive integer of milliseconds, got -5"),
    );
  });
});
