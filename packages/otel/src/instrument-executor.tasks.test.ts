// Tasks in telemetry: the task's span is the root of its own trace, linked to the span that
// started it; every read, await and cancel of the task, from any executor sharing the store, is
// a span linked to the task's.
import { CANARY, eventually, visibleText } from "@kit/test-support";
import { defineTool, MemoryTaskStore, ToolExecutor } from "@kit/tools";
import { context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, expect, test } from "vitest";
import { canaryCredentials } from "../test/fixtures";
import { freshTelemetryPerTest, onlySpan } from "../test/harness";
import { instrumentExecutor } from "./instrument-executor";

const bed = freshTelemetryPerTest();
beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
});
afterAll(() => {
  context.disable();
});

function gatedReport() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const tool = defineTool({
    name: "monthly_report",
    credentialNames: ["weather-api-key"],
    execute: async (_inputs, keys, toolContext) => {
      toolContext.progress(1, 2, `halfway with ${keys["weather-api-key"]}`);
      await gate;
      return { rows: 3 };
    },
  });
  return { tool, open: () => open() };
}

const idOf = (span: ReadableSpan) => span.spanContext();

test("a task's span roots its own trace, links its starter, and each reader's span links the task's", async () => {
  const store = new MemoryTaskStore();
  const starter = new ToolExecutor({ credentials: canaryCredentials(), stores: { tasks: store } });
  const reader = new ToolExecutor({ stores: { tasks: store } });
  const { tracerProvider } = bed.telemetry;
  instrumentExecutor(starter, { tracerProvider });
  instrumentExecutor(reader, { tracerProvider });
  const tracer = tracerProvider.getTracer("test");
  const { tool, open } = gatedReport();

  const taskId = await tracer.startActiveSpan("request that starts", async (request) => {
    const task = await starter.startTask(tool, {});
    request.end();
    return task.taskId;
  });
  await tracer.startActiveSpan("request that reads", async (request) => {
    await eventually(async () => (await reader.getTask(taskId)).progress !== undefined);
    request.end();
  });
  open();
  await tracer.startActiveSpan("request that awaits", async (request) => {
    await reader.awaitTask(taskId);
    request.end();
  });
  await starter.awaitTask(taskId);

  const spans = bed.telemetry.spans();
  const starting = onlySpan(spans, "request that starts");
  const taskSpan = onlySpan(spans, "execute_tool monthly_report");
  // Its own trace, linked to the request that started it; the call's attributes, the task's id.
  expect(taskSpan.parentSpanContext).toBeUndefined();
  expect(idOf(taskSpan).traceId).not.toBe(idOf(starting).traceId);
  expect(taskSpan.links.map((link) => link.context.spanId)).toEqual([idOf(starting).spanId]);
  expect(taskSpan.attributes).toMatchObject({
    "gen_ai.tool.name": "monthly_report",
    "gen_ai.tool.call.id": taskId,
    "gen_ai.operation.name": "execute_tool",
    "kit.task.id": taskId,
  });
  expect(taskSpan.events.map((event) => event.name)).toContain("kit.tool.progress");

  const reads = spans.filter((span) => span.name.endsWith("_task monthly_report"));
  expect(reads.length).toBeGreaterThanOrEqual(3);
  for (const read of reads) {
    expect(read.links.map((link) => link.context.spanId)).toEqual([idOf(taskSpan).spanId]);
    expect(read.links[0]?.context.traceId).toBe(idOf(taskSpan).traceId);
    expect(read.attributes["kit.task.id"]).toBe(taskId);
  }
  // A reader's span is a child of the request that read.
  const awaiting = onlySpan(spans, "request that awaits");
  const awaits = reads.filter((span) => span.attributes["kit.task.operation"] === "await");
  expect(awaits.map((span) => span.parentSpanContext?.spanId)).toContain(idOf(awaiting).spanId);
  expect(
    awaits.find((span) => span.parentSpanContext?.spanId === idOf(awaiting).spanId)?.attributes[
      "kit.task.status"
    ],
  ).toBe("completed");
  expect(visibleText(spans)).not.toContain(CANARY);
});

test("a cancel is a span linked to the task; an id that was taken starts no second task span", async () => {
  const executor = new ToolExecutor({ credentials: canaryCredentials() });
  const { tracerProvider } = bed.telemetry;
  instrumentExecutor(executor, { tracerProvider });
  const { tool } = gatedReport();
  const task = await executor.startTask(tool, {}, { taskId: "report-1" });
  const again = await executor.startTask(tool, {}, { taskId: "report-1" });
  expect(again.taskId).toBe(task.taskId);
  await executor.cancelTask("report-1");
  await executor.awaitTask("report-1", { raiseOnFailure: false });
  const spans = bed.telemetry.spans();
  const taskSpans = spans.filter((span) => span.name === "execute_tool monthly_report");
  expect(taskSpans).toHaveLength(1);
  const cancel = onlySpan(spans, "cancel_task monthly_report");
  expect(cancel.links[0]?.context.spanId).toBe(taskSpans[0]?.spanContext().spanId);
  expect(cancel.attributes["kit.task.operation"]).toBe("cancel");
});

test("after uninstrumenting, tasks make no span and store no trace context", async () => {
  const store = new MemoryTaskStore();
  const executor = new ToolExecutor({ credentials: canaryCredentials(), stores: { tasks: store } });
  const uninstrument = instrumentExecutor(executor, {
    tracerProvider: bed.telemetry.tracerProvider,
  });
  uninstrument();
  const { tool, open } = gatedReport();
  const task = await executor.startTask(tool, {});
  const found = await store.read(task.taskId);
  expect(found.state === "found" && found.record.traceContext).toBeUndefined();
  open();
  await executor.awaitTask(task.taskId);
  expect(bed.telemetry.spans()).toEqual([]);
  expect(trace.getActiveSpan()).toBeUndefined();
});
