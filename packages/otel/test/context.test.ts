// Context propagation with the async-hooks context manager an application would register.
import { defineTool, ToolExecutor } from "@kit/tools";
import { context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { instrumentExecutor } from "../src/instrument-executor";
import { createTelemetry, onlySpan, type Telemetry } from "./harness";

let telemetry: Telemetry;

beforeEach(() => {
  telemetry = createTelemetry();
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
});
afterEach(async () => {
  context.disable();
  await telemetry.shutdown();
});

const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 1));

describe("with an async-hooks context manager", () => {
  it("nests spans a tool makes under the tool span, across awaits", async () => {
    const tracer = telemetry.tracerProvider.getTracer("tool-code");
    const tool = defineTool({
      name: "fetch_page",
      execute: async () => {
        await pause();
        await tracer.startActiveSpan("http GET", async (span) => {
          await pause();
          tracer.startSpan("dns lookup").end();
          span.end();
        });
        await pause();
        tracer.startSpan("parse").end();
        return {};
      },
    });
    const executor = new ToolExecutor();
    instrumentExecutor(executor, { tracerProvider: telemetry.tracerProvider });
    await tracer.startActiveSpan("agent turn", async (turn) => {
      await executor.execute(tool, {});
      turn.end();
    });
    const spans = telemetry.spans();
    const parentOf = (name: string) => onlySpan(spans, name).parentSpanContext?.spanId;
    const idOf = (name: string) => onlySpan(spans, name).spanContext().spanId;
    expect(parentOf("execute_tool fetch_page")).toBe(idOf("agent turn"));
    expect(parentOf("http GET")).toBe(idOf("execute_tool fetch_page"));
    expect(parentOf("dns lookup")).toBe(idOf("http GET"));
    expect(parentOf("parse")).toBe(idOf("execute_tool fetch_page"));
    expect(new Set(spans.map((span) => span.spanContext().traceId)).size).toBe(1);
  });

  it("keeps concurrent calls apart", async () => {
    const tracer = telemetry.tracerProvider.getTracer("tool-code");
    const tool = defineTool({
      name: "work",
      inputSchema: { parameters: [{ name: "label", type: "string" }] },
      execute: async ({ label }) => {
        await pause();
        tracer.startSpan(`inner ${label}`).end();
        return {};
      },
    });
    const executor = new ToolExecutor();
    instrumentExecutor(executor, { tracerProvider: telemetry.tracerProvider });
    await Promise.all(
      ["a", "b", "c"].map((label) =>
        tracer.startActiveSpan(`turn ${label}`, async (turn) => {
          await executor.execute(tool, { label }, { callId: label });
          turn.end();
        }),
      ),
    );
    const spans = telemetry.spans();
    for (const label of ["a", "b", "c"]) {
      const toolSpan = spans.find((span) => span.attributes["gen_ai.tool.call.id"] === label);
      const turn = onlySpan(spans, `turn ${label}`);
      expect(toolSpan?.parentSpanContext?.spanId).toBe(turn.spanContext().spanId);
      expect(onlySpan(spans, `inner ${label}`).parentSpanContext?.spanId).toBe(
        toolSpan?.spanContext().spanId,
      );
    }
  });

  it("makes a root span when nothing is active, and restores the caller's context", async () => {
    const executor = new ToolExecutor();
    instrumentExecutor(executor, { tracerProvider: telemetry.tracerProvider });
    let activeInTool: string | undefined;
    const tool = defineTool({
      name: "probe",
      execute: async () => {
        await pause();
        activeInTool = trace.getActiveSpan()?.spanContext().spanId;
        return {};
      },
    });
    await executor.execute(tool, {});
    const [span] = telemetry.spans();
    expect(span?.parentSpanContext).toBeUndefined();
    expect(activeInTool).toBe(span?.spanContext().spanId);
    expect(trace.getActiveSpan()).toBeUndefined();
  });
});
