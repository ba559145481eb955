// A task's ending from its ToolResult, and a ToolResult from a stored ending.
import { jsonProblem } from "../../content/internal/json-problem";
import { TaskLostError } from "../../errors/task-lost-error";
import { ToolResult } from "../../executor/tool-result";
import type { TaskEnding, TaskOutcome, TaskRecord } from "../task-store";
import type { TaskProgress } from "../tool-task";
import { readParts, storeParts } from "./stored-parts";

const encoder = new TextEncoder();

/** How a run ended, to store: the result is already redacted by the executor. */
export function taskEnding(
  result: ToolResult,
  cancelled: boolean,
  maxBytes: number,
  said: { progress: TaskProgress | undefined; message: string | undefined },
): TaskEnding {
  const { durationMs, attempts } = result;
  if (result.status === "failure") {
    const { name, message } = result.error;
    const outcome: TaskOutcome = {
      status: "failure",
      error: { name, message: message.slice(0, maxBytes >> 2) },
      durationMs,
      attempts,
    };
    const status = cancelled ? "cancelled" : "failed";
    return { status, outcome, message: outcome.error.message, progress: said.progress };
  }
  const outcome = keptOutput(result, maxBytes);
  return { status: "completed", outcome, message: said.message, progress: said.progress };
}

function keptOutput(result: ToolResult, maxBytes: number): TaskOutcome {
  const { output, content, durationMs, attempts } = result;
  if (jsonProblem(output) !== undefined) return unkept("not JSON data", durationMs);
  // Output and parts are measured together, as the JSON the store keeps (bytes as base64).
  const kept = { output, content: content === undefined ? undefined : storeParts(content) };
  const text = JSON.stringify(kept);
  if (overBytes(text, maxBytes)) return unkept(`over ${maxBytes} bytes`, durationMs);
  const copy = JSON.parse(text) as Pick<TaskOutcome & { status: "success" }, "output" | "content">;
  return { status: "success", output: copy.output, content: copy.content, durationMs, attempts };
}

// Whether the text's UTF-8 is longer than `maxBytes`, encoding it only when its length does not
// tell: each UTF-16 unit of JSON.stringify's text (which escapes lone surrogates) is 1 to 3 bytes.
function overBytes(text: string, maxBytes: number): boolean {
  if (text.length > maxBytes) return true;
  if (text.length * 3 <= maxBytes) return false;
  return encoder.encode(text).length > maxBytes;
}

function unkept(reason: string, durationMs: number): TaskOutcome {
  return { status: "unkept", reason, durationMs };
}

/** The result of a finished task as read from the store (the error is rebuilt by name and message). */
export function storedResult(record: TaskRecord, outcome: TaskOutcome): ToolResult {
  const { toolName, taskId } = record;
  switch (outcome.status) {
    case "success": {
      const { output, durationMs, attempts } = outcome;
      const content = outcome.content === undefined ? undefined : readParts(outcome.content);
      return new ToolResult({ toolName, status: "success", output, content, durationMs, attempts });
    }
    case "failure": {
      const error = new Error(outcome.error.message);
      error.name = outcome.error.name;
      return failure(toolName, error, outcome.durationMs, outcome.attempts);
    }
    case "unkept": {
      const text = `Task '${taskId}' of tool '${toolName}' completed, but its result was not kept (${outcome.reason}).`;
      return failure(toolName, new Error(text), outcome.durationMs, 1);
    }
    case "lost":
      return failure(toolName, lostError(record, outcome.leaseMs), 0, 0);
  }
}

/** The error of a task whose process stopped. */
export function lostError(record: TaskRecord, silentMs: number): TaskLostError {
  return new TaskLostError({ taskId: record.taskId, toolName: record.toolName, silentMs });
}

function failure(toolName: string, error: Error, durationMs: number, attempts: number): ToolResult {
  return new ToolResult({ toolName, status: "failure", error, durationMs, attempts });
}
