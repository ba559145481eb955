// OpenAI's strict-mode rules, written apart from the format's own code (internal/openai-strict.ts)
// from the Structured Outputs guide ("Supported schemas"), to judge what a format declares
// strict: each rule a declaration breaks, at its JSON pointer.
// - the root is an object, not a union;
// - every object has `additionalProperties: false` and lists each of its properties in
//   `required`;
// - every value has a `type` (a list of types too), an `enum`, an `anyOf` or a `$ref`; a list has
//   `items`;
// - only these keywords: the structural ones, `pattern`, `format` (of the guide's list),
//   `minLength`, `maxLength`, `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`,
//   `multipleOf`, `minItems`, `maxItems` (no `default`, `title`, `const`, `oneOf`, `allOf`, ...);
// - at most 10 levels of nesting, 5,000 properties, 1,000 enum values.

type Node = Readonly<Record<string, unknown>>;

const KEYWORDS = new Set([
  "type",
  "description",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "enum",
  "anyOf",
  "$ref",
  "$defs",
  "definitions",
  "pattern",
  "format",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
]);
const FORMATS = new Set([
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "uuid",
]);

interface Tally {
  properties: number;
  enumValues: number;
  depth: number;
}

/** Every rule of OpenAI's strict mode the declared parameters break, each at its pointer. */
export function openAIStrictProblems(parameters: object): string[] {
  const root = parameters as Node;
  const problems: string[] = [];
  if (root.type !== "object" || root.anyOf !== undefined) {
    problems.push(": the root is not an object");
  }
  const tally: Tally = { properties: 0, enumValues: 0, depth: 0 };
  check(root, "", 0, problems, tally);
  for (const key of ["$defs", "definitions"]) {
    const definitions = root[key];
    if (typeof definitions !== "object" || definitions === null) continue;
    for (const [name, node] of Object.entries(definitions)) {
      check(node as Node, `/${key}/${name}`, 1, problems, tally);
    }
  }
  if (tally.depth > 10) problems.push(": more than 10 levels of nesting");
  if (tally.properties > 5_000) problems.push(": more than 5,000 properties");
  if (tally.enumValues > 1_000) problems.push(": more than 1,000 enum values");
  return problems;
}

function check(node: Node, at: string, depth: number, problems: string[], tally: Tally): void {
  tally.depth = Math.max(tally.depth, depth);
  for (const key of Object.keys(node)) {
    if (!KEYWORDS.has(key)) problems.push(`${at}: '${key}' is not taken`);
  }
  if (typeof node.format === "string" && !FORMATS.has(node.format)) {
    problems.push(`${at}: the format '${node.format}' is not taken`);
  }
  const types = typeof node.type === "string" ? [node.type] : ((node.type ?? []) as string[]);
  if (
    types.length === 0 &&
    node.enum === undefined &&
    node.anyOf === undefined &&
    node.$ref === undefined
  ) {
    problems.push(`${at}: a value without a type`);
  }
  if (Array.isArray(node.enum)) tally.enumValues += node.enum.length;
  if (types.includes("object")) {
    const properties = (node.properties ?? {}) as Record<string, Node>;
    const names = Object.keys(properties);
    tally.properties += names.length;
    if (node.additionalProperties !== false) {
      problems.push(`${at}: an object without additionalProperties: false`);
    }
    const required = Array.isArray(node.required) ? (node.required as string[]) : [];
    if (names.some((name) => !required.includes(name)) || required.length !== names.length) {
      problems.push(`${at}: an object whose required does not list every property`);
    }
    for (const name of names) {
      check(properties[name] as Node, `${at}/properties/${name}`, depth + 1, problems, tally);
    }
  }
  if (types.includes("array")) {
    if (typeof node.items !== "object" || node.items === null) {
      problems.push(`${at}: a list without items`);
    } else check(node.items as Node, `${at}/items`, depth + 1, problems, tally);
  }
  if (Array.isArray(node.anyOf)) {
    node.anyOf.forEach((branch, index) => {
      check(branch as Node, `${at}/anyOf/${index}`, depth + 1, problems, tally);
    });
  }
}
