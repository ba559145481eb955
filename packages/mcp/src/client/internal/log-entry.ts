// A server's notifications/message as kit's log message: `data` a string is the message; kit's
// own servers send `{ message, data }`; anything else is the data of an empty message.
import type { LogLevel } from "@kit/tools";
import type { LoggingMessageNotification } from "@modelcontextprotocol/client";

/** A log message as `context.log` takes it. */
export interface LogParts {
  readonly level: LogLevel;
  readonly message: string;
  readonly data: unknown;
}

/** Reads the notification's params. */
export function logParts(params: LoggingMessageNotification["params"]): LogParts {
  const { level, data } = params;
  if (typeof data === "string") return { level, message: data, data: undefined };
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    if (typeof record.message === "string") {
      return { level, message: record.message, data: record.data };
    }
  }
  return { level, message: params.logger ?? "", data };
}
