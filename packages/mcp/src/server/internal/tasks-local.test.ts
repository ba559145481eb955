import { describe, expect, test } from "vitest";
import { LocalTask, LocalTasks } from "./tasks-local";

const QUESTION = { method: "elicitation/create", params: { message: "Sure?" } } as const;

describe("LocalTask", () => {
  test("questions wait under keys kit-1, kit-2 until answered; an unknown key answers nothing", async () => {
    const task = new LocalTask();
    const heard: number[] = [];
    const stop = task.onQuestion(() => heard.push(task.pending().size));
    const first = task.ask(QUESTION, new AbortController().signal);
    const second = task.ask(
      { ...QUESTION, params: { message: "Really?" } },
      new AbortController().signal,
    );
    expect([...task.pending().keys()]).toEqual(["kit-1", "kit-2"]);
    expect(heard).toEqual([1, 2]);
    expect(task.answer("kit-9", {})).toBe(false);
    expect(task.answer("kit-2", { action: "decline" })).toBe(true);
    await expect(second).resolves.toEqual({ action: "decline" });
    expect([...task.pending().keys()]).toEqual(["kit-1"]);
    stop();
    task.answer("kit-1", { action: "accept", content: {} });
    await expect(first).resolves.toEqual({ action: "accept", content: {} });
    expect(task.pending().size).toBe(0);
    expect(heard).toEqual([1, 2]);
  });

  test("an aborted question rejects with the signal's reason and is no longer pending", async () => {
    const task = new LocalTask();
    const controller = new AbortController();
    const asked = task.ask(QUESTION, controller.signal);
    controller.abort(new Error("cancelled"));
    await expect(asked).rejects.toThrow("cancelled");
    expect(task.pending().size).toBe(0);
    expect(task.answer("kit-1", {})).toBe(false);
    const late = task.ask(QUESTION, controller.signal);
    await expect(late).rejects.toThrow("cancelled");
    expect(task.pending().size).toBe(0);
  });

  test("with a relay: each question also goes to it, and its answer (from any replica) is the answer", async () => {
    const relayed: [string, unknown][] = [];
    let answerFirst: (value: unknown) => void = () => {};
    const task = new LocalTask((key, question, signal) => {
      relayed.push([key, question]);
      if (key === "kit-1") return new Promise((resolve) => (answerFirst = resolve));
      return Promise.reject(signal.reason ?? new Error("the store is down"));
    });
    const first = task.ask(QUESTION, new AbortController().signal);
    expect(relayed).toEqual([["kit-1", QUESTION]]);
    expect([...task.pending().keys()]).toEqual(["kit-1"]);
    // Answers go through the relay's store, not here.
    expect(task.answer("kit-1", { action: "decline" })).toBe(false);
    answerFirst({ action: "accept", content: { confirm: true } });
    await expect(first).resolves.toEqual({ action: "accept", content: { confirm: true } });
    expect(task.pending().size).toBe(0);
    await expect(task.ask(QUESTION, new AbortController().signal)).rejects.toThrow(
      "the store is down",
    );
    expect(task.pending().size).toBe(0);
  });

  test("LocalTasks: a task is known from open to forget", () => {
    const tasks = new LocalTasks();
    const task = tasks.open("t1");
    expect(tasks.get("t1")).toBe(task);
    tasks.forget("t1");
    expect(tasks.get("t1")).toBeUndefined();
  });
});
