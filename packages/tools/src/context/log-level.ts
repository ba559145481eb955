// The eight levels of a tool's log message: syslog's (RFC 5424), as MCP uses them.

/** How severe a log message is, from `debug` up to `emergency`. */
export type LogLevel =
  | "debug"
  | "info"
  | "notice"
  | "warning"
  | "error"
  | "critical"
  | "alert"
  | "emergency";

/** Every {@link LogLevel}, least severe first. */
export const LOG_LEVELS: readonly LogLevel[] = Object.freeze([
  "debug",
  "info",
  "notice",
  "warning",
  "error",
  "critical",
  "alert",
  "emergency",
]);
