// Part 5: telemetry overhead, kit's instrumentation against a hand-written span.
import { type CaseStats, compareCases, type MeasureOptions } from "../harness/measure";
import type { Section, Verdict } from "../harness/report";
import { formatNs, formatRatio, markdownTable } from "../harness/table";
import { createOtelSdk } from "./otel-sdk";
import { telemetryCases, verifyTelemetry } from "./telemetry-cases";

/** Verifies one instrumented call, then measures the cases, interleaved. */
export async function measureTelemetry(options: MeasureOptions): Promise<CaseStats[]> {
  const sdk = createOtelSdk();
  const cases = telemetryCases(sdk);
  await verifyTelemetry(sdk, cases);
  return compareCases(cases, options);
}

/** The telemetry section: medians, ratios to the hand-written span, the verdict. */
export function telemetrySection(rows: readonly CaseStats[]): Section {
  const median = (name: string): number =>
    rows.find((row) => row.name === name)?.median ?? Number.NaN;
  const baselineOf = (name: string): number =>
    name.includes("async") ? median("hand span + direct async") : median("hand span + direct sync");
  const table = markdownTable(
    ["case", "median", "vs hand span (same kind)"],
    rows.map((row) => [
      row.name,
      formatNs(row.median),
      formatRatio(row.median / baselineOf(row.name)),
    ]),
  );
  const sync = median("kit + @kit/otel, sync tool") / median("hand span + direct sync");
  const asyncRatio = median("kit + @kit/otel, async tool") / median("hand span + direct async");
  const verdicts: Verdict[] = [
    {
      target:
        "Telemetry: instrumented call within 1.3x of a hand-written span around a direct call",
      met: Math.max(sync, asyncRatio) <= 1.3,
      detail: `sync tool ${formatRatio(sync)}, async tool ${formatRatio(asyncRatio)}. The instrumented call includes the whole executor (validation, events, ToolResult), the GenAI attributes and a histogram record; the hand-written span sets no attributes and records no metric.`,
    },
  ];
  const body = [
    "The real SDK: BasicTracerProvider + SimpleSpanProcessor + InMemorySpanExporter (emptied every 1,000 calls, outside the timing), MeterProvider with a PeriodicExportingMetricReader (1 h interval), AsyncLocalStorageContextManager. kit: a ToolExecutor instrumented with `instrumentExecutor(executor, { tracerProvider, meterProvider })` running the trivial tool of part 3. Hand-written: `tracer.startActiveSpan(name, span => { call; span.end() })`.",
    "",
    table,
  ].join("\n");
  return { title: "5. Telemetry overhead", body, verdicts };
}
