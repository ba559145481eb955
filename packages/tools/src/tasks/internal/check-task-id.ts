// The rule for a task id: the same characters as a call id over MCP, so a task id can be one.
const ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * @returns the id, checked.
 * @throws TypeError for a value that cannot be a task's id.
 */
export function checkId(taskId: unknown): string {
  if (typeof taskId !== "string" || !ID.test(taskId)) {
    throw new TypeError("A task id is 1-128 characters of A-Z, a-z, 0-9, '.', '_', ':' and '-'.");
  }
  return taskId;
}
