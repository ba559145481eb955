// The duration instruments: ours, and the GenAI convention's on request.
import type { Histogram, Meter } from "@opentelemetry/api";
import { DURATION_BUCKETS } from "./telemetry-names";

/** The histograms a call's duration is recorded in. */
export interface DurationHistograms {
  readonly duration: Histogram;
  readonly genAIDuration: Histogram | undefined;
}

function histogram(meter: Meter, name: string, description: string): Histogram {
  return meter.createHistogram(name, {
    description,
    unit: "s",
    advice: { explicitBucketBoundaries: [...DURATION_BUCKETS] },
  });
}

/** Creates the histograms on `meter`; `gen_ai.execute_tool.duration` only when asked. */
export function createDurationHistograms(meter: Meter, genAI: boolean): DurationHistograms {
  return {
    duration: histogram(meter, "agent.tool.execution.duration", "Duration of tool calls"),
    genAIDuration: genAI
      ? histogram(meter, "gen_ai.execute_tool.duration", "Duration of tool executions")
      : undefined,
  };
}
