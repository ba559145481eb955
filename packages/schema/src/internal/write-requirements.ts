// Writes a schema's `requires` and `anchors` into the JSON Schema kit builds. Cold: once per
// toJSONSchema() of a schema that has them.
import type { ParameterDefinition } from "../parameter-definition";
import type { KeyTest, Requirement } from "../requirement";
import type { JSONSchemaObject, JSONSchemaProperty } from "../to-json-schema";
import type { ValueDefinition } from "../value-definition";
import { buildJSONSchema } from "./build-json-schema";
import { setOwn } from "./set-own";

/** The parts of a schema its JSON Schema is written from. */
export interface SchemaParts {
  readonly parameters: readonly ParameterDefinition[];
  readonly strict: boolean;
  readonly definitions: Readonly<Record<string, ValueDefinition>>;
  readonly requires: readonly Requirement[];
  readonly anchors: Readonly<Record<string, string>>;
}

/**
 * The JSON Schema 2020-12 of a whole schema: its parameters and definitions (buildJSONSchema),
 * the definitions' anchors and the rules of its `requires`.
 * @param output - true for the values a check gives back (see buildJSONSchema).
 */
export function schemaJSON(parts: SchemaParts, output: boolean): JSONSchemaObject {
  const schema = buildJSONSchema(parts.parameters, parts.strict, output, parts.definitions);
  writeAnchors(schema, parts.anchors);
  // A check's output has its defaults filled in, which can change what a rule's tests say about
  // it: there, only the rules that name no parameter with a default still describe it.
  const defaulted = new Set(
    parts.parameters.filter((each) => each.default !== undefined).map(({ name }) => name),
  );
  const rules = output
    ? parts.requires.filter((rule) => !namesOf(rule).some((name) => defaulted.has(name)))
    : parts.requires;
  writeRequirements(schema, rules);
  return schema;
}

/** Every parameter a rule names. */
const namesOf = (rule: Requirement): readonly string[] =>
  rule.atLeastOneOf ?? [
    ...rule.when.map(({ name }) => name),
    ...rule.required,
    ...(rule.otherwise ?? []),
  ];

/** JSON Schema's `if`: the tested properties with their values, and the names it requires. */
function ifSchema(when: readonly KeyTest[]): JSONSchemaProperty {
  const schema: JSONSchemaProperty = {};
  const properties: Record<string, JSONSchemaProperty> = {};
  const required: string[] = [];
  for (const test of when) {
    if (test.const !== undefined)
      setOwn(properties, test.name, { const: test.const } as JSONSchemaProperty);
    else if (test.enum !== undefined) setOwn(properties, test.name, { enum: [...test.enum] });
    if (test.required !== false) required.push(test.name);
  }
  if (Object.keys(properties).length > 0) schema.properties = properties;
  if (required.length > 0) schema.required = required;
  return schema;
}

/** The keywords of one conditional rule: `if`, `then`, and `else` when it has `otherwise`. */
function conditional(
  rule: Requirement & { readonly when: readonly KeyTest[] },
): JSONSchemaProperty {
  const schema: JSONSchemaProperty = { if: ifSchema(rule.when) };
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
  schema.then = { required: [...rule.required] };
  if (rule.otherwise !== undefined) schema.else = { required: [...rule.otherwise] };
  return schema;
}

/**
 * Adds the rules to a schema: the first conditional rule as its own `if`/`then`/`else`, every
 * other rule as one more schema of `allOf` (an `atLeastOneOf` as `anyOf` of one `required`
 * name each), in their order.
 */
function writeRequirements(schema: JSONSchemaObject, rules: readonly Requirement[]): void {
  const allOf: JSONSchemaProperty[] = [];
  let top = false;
  for (const rule of rules) {
    if (rule.atLeastOneOf !== undefined) {
      allOf.push({ anyOf: rule.atLeastOneOf.map((name) => ({ required: [name] })) });
    } else if (!top) {
      top = true;
      Object.assign(schema, conditional(rule));
    } else allOf.push(conditional(rule));
  }
  if (allOf.length > 0) schema.allOf = allOf;
}

/** Writes each anchor as `$anchor` of the named definition it names in `$defs`. */
function writeAnchors(schema: JSONSchemaObject, anchors: Readonly<Record<string, string>>): void {
  for (const [anchor, name] of Object.entries(anchors)) {
    const target = schema.$defs?.[name];
    if (target !== undefined && Object.hasOwn(schema.$defs ?? {}, name)) {
      target.$anchor = anchor;
    }
  }
}
