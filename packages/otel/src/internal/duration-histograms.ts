// Hot path: runs on every call. The duration instruments: ours, and the GenAI
// conventions' `gen_ai.execute_tool.duration` on request.
import type { Histogram, Meter } from "@opentelemetry/api";
import { Attribute, DURATION_BUCKETS } from "./telemetry-names";
import type { ToolAttributes } from "./tool-attributes";

/** The histograms a call's duration is recorded in. */
export interface DurationHistograms {
  readonly duration: Histogram;
  /** `undefined` unless `recordGenAIMetric` is on. */
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

/**
 * Records one call's duration with bounded attributes only.
 * @param errorType - the failure's `error.type`; `undefined` for a success.
 */
export function recordDuration(
  histograms: DurationHistograms,
  seconds: number,
  constant: ToolAttributes,
  errorType: string | undefined,
): void {
  histograms.duration.record(
    seconds,
    errorType === undefined
      ? constant.metricSuccess
      : {
          ...constant.metric,
          [Attribute.TOOL_STATUS]: "failure",
          [Attribute.ERROR_TYPE]: errorType,
        },
  );
  histograms.genAIDuration?.record(
    seconds,
    errorType === undefined
      ? constant.genAIMetric
      : { ...constant.genAIMetric, [Attribute.ERROR_TYPE]: errorType },
  );
}
