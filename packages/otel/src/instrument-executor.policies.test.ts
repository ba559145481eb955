// What the span and the histogram show of the executor's policies: attempts and the reason of
// a refused approval on the span, nothing unbounded on the metric.
import { defineTool, ToolExecutor } from "@kit/tools";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTelemetry, onlySpan } from "../test/harness";
import { instrumentExecutor } from "./instrument-executor";

const flaky = () => {
  let runs = 0;
  return defineTool({
    name: "flaky",
    effects: { idempotent: true },
    execute: () => {
      runs++;
      if (runs < 3) throw Object.assign(new Error(`run ${runs}`), { retryable: true });
      return { runs };
    },
  });
};

const deleteFile = defineTool({ name: "delete_file", execute: () => ({}) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each([true, false])("policies on the span (raiseOnFailure: %s)", (raise) => {
  it("shows the attempts of a retried call; the histogram gets no attempts", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    const telemetry = createTelemetry();
    const executor = new ToolExecutor({ retry: { attempts: 3 } });
    instrumentExecutor(executor, {
      tracerProvider: telemetry.tracerProvider,
      meterProvider: telemetry.meterProvider,
    });
    const result = await executor.execute(flaky(), {}, { raiseOnFailure: raise });
    expect(result.attempts).toBe(3);
    const span = onlySpan(telemetry.spans(), "execute_tool flaky");
    expect(span.attributes["kit.tool.attempts"]).toBe(3);
    const points = await telemetry.histogram("agent.tool.execution.duration");
    expect(points.map((point) => point.attributes)).toEqual([
      { "gen_ai.tool.name": "flaky", "gen_ai.tool.type": "function", "kit.tool.status": "success" },
    ]);
    await telemetry.shutdown();
  });

  it("says why a refused call failed, with bounded attributes", async () => {
    const telemetry = createTelemetry();
    const executor = new ToolExecutor({ approve: () => false });
    instrumentExecutor(executor, {
      tracerProvider: telemetry.tracerProvider,
      meterProvider: telemetry.meterProvider,
    });
    await executor.execute(deleteFile, {}, { raiseOnFailure: raise }).catch(() => undefined);
    const span = onlySpan(telemetry.spans(), "execute_tool delete_file");
    expect(span.attributes).toMatchObject({
      "error.type": "ToolExecutionError",
      "kit.tool.failure.cause": "ApprovalDeniedError",
      "kit.tool.attempts": 0,
    });
    expect(span.status.message).toBe(
      "Tool 'delete_file' execution failed: Tool 'delete_file' call was not approved.",
    );
    const points = await telemetry.histogram("agent.tool.execution.duration");
    expect(points.map((point) => point.attributes)).toEqual([
      {
        "gen_ai.tool.name": "delete_file",
        "gen_ai.tool.type": "function",
        "kit.tool.status": "failure",
        "error.type": "ToolExecutionError",
      },
    ]);
    await telemetry.shutdown();
  });

  it("gives no cause for a failure kit did not make", async () => {
    const telemetry = createTelemetry();
    const executor = new ToolExecutor();
    instrumentExecutor(executor, { tracerProvider: telemetry.tracerProvider });
    const odd = defineTool({
      name: "odd",
      execute: () => {
        throw Object.assign(new Error("x"), { name: "ApprovalDeniedError" });
      },
    });
    await executor.execute(odd, {}, { raiseOnFailure: raise }).catch(() => undefined);
    const span = onlySpan(telemetry.spans(), "execute_tool odd");
    expect(span.attributes["kit.tool.failure.cause"]).toBeUndefined();
    await telemetry.shutdown();
  });
});
