// The one channel for the adapter's own failures: OpenTelemetry's diagnostic logger.
import { diag } from "@opentelemetry/api";

/** Reports an exception raised inside the adapter; the tool call it happened in goes on. */
export function reportError(error: unknown): void {
  try {
    diag.error("@kit/otel: telemetry failed (the tool call is unaffected)", error);
  } catch {
    // A throwing diag logger has nowhere left to report to.
  }
}
