// How kit-mcp learns that it should stop, and what the calls it aborts see as the reason.

/** Calls `stop` once on SIGINT or SIGTERM, with the signal's name. */
export function onStopRequest(stop: (why: string) => void): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => stop(signal));
}

/** The abort reason of the calls in flight when the server stops. */
export function stopReason(why: string): Error {
  const reason = new Error(`kit-mcp is stopping (${why})`);
  reason.name = "AbortError";
  return reason;
}
