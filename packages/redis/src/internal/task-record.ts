// A task's hash, as HGETALL gives it, read back into the record @kit/tools knows.
import type { TaskCreateRequest, TaskOutcome, TaskRecord, TaskStatus } from "@kit/tools";

/** The record of a task's fields (`[field, value, field, value, ...]`). */
export function taskRecord(fields: readonly string[]): TaskRecord {
  const hash = new Map<string, string>();
  for (let index = 0; index + 1 < fields.length; index += 2) {
    hash.set(fields[index] as string, fields[index + 1] as string);
  }
  const progress = hash.get("progress");
  const outcome = hash.get("outcome");
  const expires = hash.get("expires");
  const trace = hash.get("trace");
  const questions = hash.get("questions");
  return Object.freeze({
    taskId: hash.get("id") ?? "",
    toolName: hash.get("tool") ?? "",
    status: (hash.get("status") ?? "working") as TaskStatus,
    progress: progress === undefined ? undefined : (JSON.parse(progress) as TaskRecord["progress"]),
    message: hash.get("message"),
    createdAt: Number(hash.get("created")),
    updatedAt: Number(hash.get("updated")),
    expiresAt: expires === undefined ? undefined : Number(expires),
    outcome: outcome === undefined ? undefined : (JSON.parse(outcome) as TaskOutcome),
    cancelRequested: hash.get("cancel") === "1",
    traceContext:
      trace === undefined
        ? undefined
        : Object.freeze(JSON.parse(trace) as Readonly<Record<string, string>>),
    questions: questions === undefined ? undefined : parsedValues(questions),
  });
}

/**
 * The record of a task just created: what the request said, with the server's times; the same
 * record `taskRecord` would read from the hash the create script wrote.
 * @param trace - the propagation fields' JSON as stored, `""` for none.
 */
export function newTaskRecord(
  request: TaskCreateRequest,
  trace: string,
  createdAt: number,
  updatedAt: number,
): TaskRecord {
  const { taskId, toolName } = request;
  return Object.freeze({
    taskId,
    toolName,
    status: "working",
    progress: undefined,
    message: undefined,
    createdAt,
    updatedAt,
    expiresAt: undefined,
    outcome: undefined,
    cancelRequested: false,
    // As stored: the JSON of the fields, read back (`""` when none were given).
    traceContext:
      trace === ""
        ? undefined
        : Object.freeze(JSON.parse(trace) as Readonly<Record<string, string>>),
  });
}

/** A JSON object of key to JSON text (how the scripts keep questions and answers), parsed. */
export function parsedValues(json: string): Readonly<Record<string, unknown>> {
  const parsed: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(JSON.parse(json) as Record<string, string>)) {
    parsed[key] = JSON.parse(text);
  }
  return Object.freeze(parsed);
}
