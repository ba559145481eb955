// The arguments of askInTask and answerTask, checked before anything is stored.

/**
 * @throws TypeError naming the method and the argument: a key that is not a string of 1-128
 * characters, or a value that is not JSON data.
 */
export function checkQuestion(
  method: "askInTask" | "answerTask",
  key: unknown,
  value: unknown,
): void {
  if (typeof key !== "string" || key.length === 0 || key.length > 128) {
    throw new TypeError(`ToolExecutor.${method}: 'key' must be a string of 1-128 characters.`);
  }
  const name = `ToolExecutor.${method}: '${method === "askInTask" ? "question" : "answer"}'`;
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    throw new TypeError(`${name} must be JSON data: ${(error as Error).message}`);
  }
  if (json === undefined) throw new TypeError(`${name} must be JSON data, got ${typeof value}.`);
}
