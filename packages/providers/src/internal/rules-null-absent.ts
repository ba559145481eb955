// Under OpenAI's strict option an optional key is declared nullable and dispatch reads a `null`
// for it as absent (`nullMeansAbsent`). A schema's rules about which keys go together (kit's
// `requires`: `if`/`then`/`else` and `allOf` of those and of `anyOf` of `required`, at the top)
// name keys in `required`, which a `null` would meet: each is rewritten so that a `null` for an
// optional key counts as absent there too, as dispatch reads it.
import type { JSONSchemaParameter, JSONSchemaParameters } from "../json-schema-parameters";

type Node = Record<string, unknown>;

const NOT_NULL = { not: { type: "null" } };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The declaration with its top-level rules reading a `null` for an optional key as absent:
 * a key a rule requires must also not be `null`, and a value an `if` tests without requiring
 * the key (absent or this value) may also be `null`.
 * @returns the same object when it has no rules, else a copy.
 */
export function rulesWithNullAsAbsent(parameters: JSONSchemaParameters): JSONSchemaParameters {
  const root = parameters as unknown as Node;
  if (!("if" in root) && !("allOf" in root)) return parameters;
  const optional = (name: string): boolean => !parameters.required.includes(name);
  const copy: Node = { ...root };
  rewriteRule(copy, optional);
  if (Array.isArray(root.allOf)) {
    copy.allOf = root.allOf.map((entry: unknown) => {
      if (!isNode(entry)) return entry;
      const rule = { ...entry };
      rewriteRule(rule, optional);
      if (Array.isArray(rule.anyOf)) {
        rule.anyOf = rule.anyOf.map((branch) => requiring(branch, optional));
      }
      return rule;
    });
  }
  return copy as unknown as JSONSchemaParameters;
}

// One rule's `if`, `then` and `else`, in place.
function rewriteRule(rule: Node, optional: (name: string) => boolean): void {
  if (isNode(rule.if)) rule.if = condition(rule.if, optional);
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
  if (isNode(rule.then)) rule.then = requiring(rule.then, optional);
  if (isNode(rule.else)) rule.else = requiring(rule.else, optional);
}

// A schema of `required` names: each optional one must also not be `null`.
function requiring(schema: unknown, optional: (name: string) => boolean): unknown {
  if (!isNode(schema) || !Array.isArray(schema.required)) return schema;
  const properties: Record<string, unknown> = isNode(schema.properties)
    ? { ...schema.properties }
    : {};
  for (const name of schema.required as string[]) {
    if (!optional(name)) continue;
    const tested = properties[name];
    Object.defineProperty(properties, name, {
      value: isNode(tested) ? { ...tested, ...NOT_NULL } : NOT_NULL,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return Object.keys(properties).length === 0 ? schema : { ...schema, properties };
}

// An `if`: a required key must not be `null`; a tested value of a key it does not require may
// be `null` (absent, for dispatch).
function condition(schema: Node, optional: (name: string) => boolean): Node {
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const rewritten = requiring(schema, optional) as Node;
  if (!isNode(rewritten.properties)) return rewritten;
  const properties: Record<string, unknown> = { ...rewritten.properties };
  for (const name of Object.keys(properties)) {
    if (required.includes(name) || !optional(name)) continue;
    const tested = properties[name] as JSONSchemaParameter;
    Object.defineProperty(properties, name, {
      value: { anyOf: [tested, { type: "null" }] },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return { ...rewritten, properties };
}
