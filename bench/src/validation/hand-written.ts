// The practical limit: validators written for exactly one schema, with kit's messages,
// own-property presence and fresh defaults. Nothing generic, nothing looked up per call.
//
// By hand, such a validator is the same few lines once per parameter. This file holds those
// lines once, as a template, and writes each schema's validator from it into a module that is
// then imported like any other: the code V8 runs is what a careful person would type, without
// pages of copies that could drift apart. Importing a file is not code generation from
// strings, so the same baseline serves where `new Function` is refused.
// `pnpm --filter @kit/bench baselines` prints the written code.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ParameterDefinition, ParameterType } from "@kit/schema";
import { CONSTRAINED_SCHEMA_CASES, PLAIN_SCHEMA_CASES } from "./schemas";

/** The outcome of a copying validator, shaped like `ToolSchema.check`'s. */
export type HandCheckResult =
  | { readonly success: true; readonly value: Record<string, unknown> }
  | { readonly success: false; readonly errors: readonly string[] };

/** The two validators written for one schema. */
export interface HandWritten {
  /** Like `ToolSchema.validate`: every problem, in schema order; defaults written in place. */
  readonly validate: (values: Record<string, unknown>) => string[];
  /** Like `ToolSchema.check`: the input untouched, a fresh value or every problem. */
  readonly check: (values: unknown) => HandCheckResult;
}

const KINDS = new URL("./hand-written-kinds.ts", import.meta.url).href;

// The test that fails for a wrong value of each type, as a person writes it for a local.
const IS_WRONG: Record<ParameterType, (local: string) => string> = {
  string: (local) => `typeof ${local} !== "string"`,
  integer: (local) => `!Number.isInteger(${local})`,
  float: (local) => `!Number.isFinite(${local})`,
  boolean: (local) => `typeof ${local} !== "boolean"`,
  list: (local) => `!Array.isArray(${local})`,
  dictionary: (local) =>
    `typeof ${local} !== "object" || ${local} === null || !hasPlainPrototype(${local}, "constructor" in ${local})`,
};

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Where a checked value goes: back into the input, into a local, or into a fresh target. */
type Sink = "in place" | "locals" | "target";

/** How a value appears in a constraint's message: strings quoted, numbers bare. */
const shown = (value: string | number): string =>
  typeof value === "string" ? `'${value}'` : String(value);

/** The name of the module-level scan for the first item of a list that is not of `type`. */
const firstWrongItem = (type: ParameterType): string => `firstNot_${type}`;

/**
 * The tests a value of the right type must still pass (its constraints), each with its
 * message, as `else if` clauses.
 */
function constraintClauses(parameter: ParameterDefinition): string[] {
  const { name, enum: allowed, minimum, maximum } = parameter;
  const items = itemType(parameter);
  const prefix = `Parameter '${name}': expected`;
  const clauses: string[] = [];
  if (allowed !== undefined) {
    const isOther = allowed.map((value) => `${name} !== ${JSON.stringify(value)}`).join(" && ");
    const list = allowed.map(shown).join(", ");
    clauses.push(
      `else if (${isOther}) messages.push(\`${prefix} one of ${list.replaceAll("`", "\\`")}, got \${shownReceived(${name})}\`);`,
    );
  }
  if (items !== undefined) {
    clauses.push(
      `else if ((bad = ${firstWrongItem(items)}(${name})) >= 0) messages.push(\`${prefix} a list of '${items}', item \${bad} is '\${kindOf(${name}[bad])}'\`);`,
    );
  }
  if (minimum !== undefined) {
    clauses.push(
      `else if (${name} < ${minimum}) messages.push(\`${prefix} at least ${minimum}, got \${${name}}\`);`,
    );
  }
  if (maximum !== undefined) {
    clauses.push(
      `else if (${name} > ${maximum}) messages.push(\`${prefix} at most ${maximum}, got \${${name}}\`);`,
    );
  }
  return clauses;
}

/**
 * The lines for one parameter. A value read from a dictionary can only be inherited when
 * Object.prototype has that name (pollution), so only then is `Object.hasOwn` asked.
 */
function parameterLines(parameter: ParameterDefinition, sink: Sink): string[] {
  const { name } = parameter;
  // The benchmark schemas use the six parameter types only.
  const type = parameter.type as ParameterType;
  if (!IDENTIFIER.test(name)) throw new Error(`no hand-written template for the name '${name}'`);
  const key = JSON.stringify(name);
  const store = (value: string): string =>
    sink === "in place" ? `values.${name} = ${value};` : `target.${name} = ${value};`;
  const lines = [
    `  let ${name} = values.${name};`,
    `  if (${name} !== undefined && ${key} in PROTOTYPE && !Object.hasOwn(values, ${key})) ${name} = undefined;`,
  ];
  const wrong = `messages.push(\`Parameter '${name}': expected type '${type}', got '\${kindOf(${name})}'\`);`;
  const checks = [
    ...constraintClauses(parameter),
    ...(sink === "target" ? [`else ${store(name)}`] : []),
  ];
  if (parameter.required === false && parameter.default === undefined) {
    lines.push(`  if (${name} !== undefined) {`);
    lines.push(`    if (${IS_WRONG[type](name)}) ${wrong}`, ...checks.map((line) => `    ${line}`));
    lines.push("  }");
    return lines;
  }
  const fallback = JSON.stringify(parameter.default);
  const onMissing =
    parameter.required !== false
      ? `messages.push(${JSON.stringify(`Missing required parameter: '${name}'`)});`
      : sink === "locals"
        ? `${name} = ${fallback};`
        : store(fallback);
  lines.push(`  if (${name} === undefined) ${onMissing}`);
  lines.push(`  else if (${IS_WRONG[type](name)}) ${wrong}`, ...checks.map((line) => `  ${line}`));
  return lines;
}

/** The scans for the first wrong item of a list, one per item type the schemas use. */
function itemScans(parameters: readonly ParameterDefinition[]): string[] {
  const types = new Set(
    parameters.flatMap((p) => {
      const items = itemType(p);
      return items === undefined ? [] : [items];
    }),
  );
  return [...types].map(
    (type) => `function ${firstWrongItem(type)}(list) {
  for (let index = 0; index < list.length; index++) {
    const item = list[index];
    if (${IS_WRONG[type]("item")}) return index;
  }
  return -1;
}
`,
  );
}

/** The source of `validate_<id>` and `check_<id>` for one schema. */
function schemaSource(id: string, parameters: readonly ParameterDefinition[]): string {
  const isNotADictionary = `typeof values !== "object" || values === null || !hasPlainPrototype(values, "constructor" in values)`;
  const body = (sink: Sink): string =>
    parameters.flatMap((p) => parameterLines(p, sink)).join("\n");
  // When every parameter ends up present, the copy is one object literal of locals; otherwise
  // the values present are written into a fresh object one by one.
  const complete = parameters.every((p) => p.required !== false || p.default !== undefined);
  const check = complete
    ? `${body("locals")}
  if (messages.length > 0) return { success: false, errors: messages };
  return { success: true, value: { ${parameters.map((p) => p.name).join(", ")} } };`
    : `  const target = {};
${body("target")}
  return messages.length > 0 ? { success: false, errors: messages } : { success: true, value: target };`;
  const scanned = parameters.some((p) => p.items !== undefined);
  const declareBad = scanned ? "\n  let bad;" : "";
  return `${itemScans(parameters).join("\n")}export function validate_${id}(values) {
  if (${isNotADictionary}) return notADictionary(values);
  const messages = [];${declareBad}
${body("in place")}
  return messages;
}

export function check_${id}(values) {
  if (${isNotADictionary}) return { success: false, errors: notADictionary(values) };
  const messages = [];${declareBad}
${check}
}
`;
}

/** The whole module: the helpers' import, then both validators of each schema. */
export function handWrittenSource(
  schemas: readonly { readonly id: string; readonly parameters: readonly ParameterDefinition[] }[],
): string {
  return [
    `import { hasPlainPrototype, kindOf, notADictionary, shownReceived } from ${JSON.stringify(KINDS)};`,
    "",
    "const PROTOTYPE = Object.prototype;",
    "",
    ...schemas.map((schema) => schemaSource(schema.id, schema.parameters)),
  ].join("\n");
}

/** Writes the module of {@link handWrittenSource} to a file, imports it, and removes the file. */
export async function loadHandWritten<TId extends string>(
  schemas: readonly { readonly id: TId; readonly parameters: readonly ParameterDefinition[] }[],
): Promise<Record<TId, HandWritten>> {
  const folder = mkdtempSync(join(tmpdir(), "kit-bench-hand-written-"));
  try {
    const file = join(folder, "hand-written.mjs");
    writeFileSync(file, handWrittenSource(schemas));
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const entries = schemas.map((schema) => [
      schema.id,
      { validate: module[`validate_${schema.id}`], check: module[`check_${schema.id}`] },
    ]);
    return Object.fromEntries(entries) as Record<TId, HandWritten>;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// Run as a script: print the code of both schemas' validators.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(handWrittenSource([...PLAIN_SCHEMA_CASES, ...CONSTRAINED_SCHEMA_CASES]));
}

// The bench's schemas give a list's items as a type name; an item definition (a nested
// dictionary, constraints on items) is not written out by this baseline.
function itemType(parameter: ParameterDefinition): ParameterType | undefined {
  const { items } = parameter;
  if (typeof items === "object") {
    throw new Error(`hand-written baseline: '${parameter.name}' has an item definition`);
  }
  return items;
}
