// A tools/call result the SDK refused for its shape (a `content` that is not a list, a block
// that is not an object, a `structuredContent` that is not an object), said in a sentence that
// names what was wrong and where, instead of the validator's issue list.

/** One issue of the validator the SDK checks results with (zod), as its error's text lists it. */
interface Issue {
  readonly code?: unknown;
  readonly path?: unknown;
  readonly expected?: unknown;
  readonly message?: unknown;
  readonly errors?: unknown;
}

const PREFIX = "Invalid result for tools/call: ";

// At most this many problems are named; the rest are counted.
const MAX_NAMED = 3;

// The longest text of the SDK's own that is passed on when it lists no issues.
const MAX_RAW = 200;

const BLOCK_TYPES = "text, image, audio, resource or resource_link";

function isIssue(value: unknown): value is Issue {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function pathOf(issue: Issue): (string | number)[] {
  return Array.isArray(issue.path)
    ? issue.path.filter((key) => typeof key === "string" || typeof key === "number")
    : [];
}

// `content[0].text`; the root is "the result".
function where(path: readonly (string | number)[]): string {
  if (path.length === 0) return "the result";
  let text = "";
  for (const key of path)
    text += typeof key === "number" ? `[${key}]` : text === "" ? key : `.${key}`;
  return `'${text}'`;
}

const EXPECTED: Readonly<Record<string, string>> = {
  array: "a list",
  object: "an object",
  record: "an object",
  string: "a string",
  number: "a number",
  int: "an integer",
  boolean: "true or false",
};

const RECEIVED: Readonly<Record<string, string>> = {
  array: "a list",
  object: "an object",
  string: "a string",
  number: "a number",
  boolean: "a boolean",
  null: "null",
  undefined: "nothing",
  bigint: "a number",
};

function received(issue: Issue): string {
  const found = /received (\w+)/.exec(String(issue.message ?? ""));
  return found === null ? "something else" : (RECEIVED[found[1] as string] ?? (found[1] as string));
}

function expected(issue: Issue, path: readonly (string | number)[]): string {
  const word = EXPECTED[String(issue.expected)] ?? `of type ${String(issue.expected)}`;
  return path.length === 1 && path[0] === "content" && word === "a list"
    ? "a list of content blocks"
    : word;
}

// A content block the validator matched against each kind of block: the kind its `type` names
// says what is wrong with it; no kind: its type is unknown, or it is no object at all.
function describeUnion(issue: Issue, path: readonly (string | number)[]): string {
  const branches = (Array.isArray(issue.errors) ? issue.errors : []).map((branch) =>
    Array.isArray(branch) ? branch.filter(isIssue) : [],
  );
  const atRoot = (each: Issue) => pathOf(each).length === 0 && each.code === "invalid_type";
  const notObject = branches.length > 0 && branches.every((branch) => branch.some(atRoot));
  if (notObject) {
    const first = branches[0]?.find(atRoot) as Issue;
    return `${where(path)} must be a content block (an object with a 'type'), got ${received(first)}`;
  }
  const onType = (each: Issue) => pathOf(each).join(".") === "type";
  const matched = branches.find((branch) => branch.length > 0 && !branch.some(onType));
  if (matched === undefined) {
    return `${where(path)} is not a content block: its 'type' must be ${BLOCK_TYPES}`;
  }
  return describe(matched[0] as Issue, path);
}

function describe(issue: Issue, base: readonly (string | number)[] = []): string {
  const path = [...base, ...pathOf(issue)];
  if (issue.code === "invalid_type") {
    return `${where(path)} must be ${expected(issue, path)}, got ${received(issue)}`;
  }
  if (issue.code === "invalid_union") return describeUnion(issue, path);
  const message = String(issue.message ?? "is not valid").replace(/^Invalid input:?\s*/, "");
  return `${where(path)}: ${message === "" ? "is not valid" : message}`;
}

function problems(rest: string): string {
  let issues: unknown;
  try {
    issues = JSON.parse(rest);
  } catch {
    issues = undefined;
  }
  if (!Array.isArray(issues) || !issues.some(isIssue)) {
    return rest.length > MAX_RAW ? `${rest.slice(0, MAX_RAW)}...` : rest;
  }
  const all = issues.filter(isIssue);
  const named = all.slice(0, MAX_NAMED).map((issue) => describe(issue));
  const more = all.length - named.length;
  return more > 0 ? `${named.join("; ")}; and ${more} more` : named.join("; ");
}

/**
 * What the SDK's refusal of a tools/call result for its shape says, in words: `MCP server 'docs'
 * answered a call of 'search' with a malformed result: 'content' must be a list of content
 * blocks, got a string`.
 * @returns the sentence, or undefined when `error` is not such a refusal.
 */
export function malformedResultText(
  error: unknown,
  server: string,
  remoteName: string,
): string | undefined {
  const message = error instanceof Error ? error.message : undefined;
  if (message === undefined || !message.startsWith(PREFIX)) return undefined;
  return `MCP server '${server}' answered a call of '${remoteName}' with a malformed result: ${problems(message.slice(PREFIX.length))}`;
}
