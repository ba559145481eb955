// Reads a nested definition (a parameter with a key beyond the flat ones, and everything
// inside it) into its frozen copy, reporting every problem at every depth at once. Cold: runs
// once per schema build, and only for nested parameters.
import { isDictionary, kindOf } from "../kind-of";
import type { ParameterDefinition } from "../parameter-definition";
import type { ValueDefinition } from "../value-definition";
import { UNRESOLVED } from "./check-node";
import { checkValue } from "./check-value";
import { constraintProblems } from "./constraint-problems";
import { CYCLE, frozenCopy, TOO_DEEP } from "./copy-value";
import { copyProblem } from "./definition-messages";
import { isParameterType, unsupportedTypeMessage } from "./is-parameter-type";
import { matchesType } from "./matches-type";
import { mustBeMessage } from "./must-be-message";
import { type DefinitionsReading, linkReference } from "./named-definitions";
import { ownPropertyValue } from "./own-property-value";
import { PARAMETER_KEYS, VALUE_KEYS } from "./parameter-keys";
import { referenceProblems } from "./reference-problems";
import { unknownKeyMessage } from "./unknown-key-message";
import { valueKeyProblems } from "./value-key-problems";
import { formatPath } from "./value-path";

/** How deep definitions may nest: a parameter is level 1, each `items`, property, ... one more. */
export const MAX_DEPTH = 32;

/** Where a definition is read: how its problems are reported, its path and its depth. */
export interface NodeWhere {
  readonly errors: string[];
  /** Adds a problem (the end of a message) under the definition's label. */
  readonly fail: (problem: string) => void;
  /** The definition's path in labels: `order.lines[].qty`. */
  readonly path: string;
  readonly depth: number;
  /** The schema's named definitions, which a `type: "ref"` definition names. */
  readonly definitions?: DefinitionsReading | undefined;
  /** How a label names a definition at this place: `Parameter` (the default) or `Definition`. */
  readonly noun?: string;
}

const isName = (value: unknown): value is string => typeof value === "string" && value !== "";

// The where of a definition inside another one, labelled by its path.
function inside(where: NodeWhere, path: string, label = `${nounOf(where)} '${path}'`): NodeWhere {
  const { errors, definitions, noun } = where;
  return {
    errors,
    fail: (problem) => errors.push(label + problem),
    path,
    depth: where.depth + 1,
    definitions,
    ...(noun === undefined ? {} : { noun }),
  };
}

const nounOf = (where: NodeWhere): string => where.noun ?? "Parameter";

/**
 * Reads a definition: a parameter (with its name, `required` and `default`) or a value.
 * @returns its frozen copy, or `undefined` when it or anything inside it has a problem.
 */
export function readNode(
  raw: unknown,
  parameter: boolean,
  where: NodeWhere,
): ValueDefinition | undefined {
  const { errors, fail } = where;
  const before = errors.length;
  if (!isDictionary(raw)) {
    fail(` must be a dictionary, got '${kindOf(raw)}'`);
    return undefined;
  }
  const get = (key: string): unknown => ownPropertyValue(raw, key);
  const known = parameter ? PARAMETER_KEYS : VALUE_KEYS;
  if (parameter) {
    const name = get("name");
    if (name === undefined) fail(" is missing 'name'");
    else if (!isName(name)) {
      const given = name === "" ? "an empty string" : `'${kindOf(name)}'`;
      fail(`: 'name' must be a non-empty string, got ${given}`);
    }
  }
  for (const key of Object.keys(raw)) {
    if (!known.includes(key)) fail(unknownKeyMessage(": ", key, known));
  }
  const type = get("type");
  if (type === undefined) fail(" is missing 'type'");
  else if (!isParameterType(type) && type !== "any" && type !== "ref") {
    fail(unsupportedTypeMessage("type", type));
  }
  const ref = get("ref");
  if (type === "ref") {
    for (const problem of referenceProblems(raw, ref, where.definitions)) fail(problem);
  } else if (ref !== undefined) fail(": 'ref' is only allowed on type 'ref'");
  const required = get("required");
  if (parameter && required !== undefined && typeof required !== "boolean") {
    fail(`: ${mustBeMessage("required", "a boolean", required)}`);
  }
  const description = get("description");
  if (description !== undefined && typeof description !== "string") {
    fail(`: ${mustBeMessage("description", "a string", description)}`);
  }
  for (const problem of constraintProblems(raw, false)) fail(problem);
  for (const problem of valueKeyProblems(raw)) fail(problem);
  const children = readChildren(raw, where);
  const value = parameter ? get("default") : undefined;
  if (value !== undefined) {
    const nullable = get("nullable") === true;
    if (required !== false) fail(": a default is only allowed with 'required: false'");
    else if (isParameterType(type) && !(value === null && nullable) && !matchesType(type, value)) {
      fail(`: default must be of type '${type}', got '${kindOf(value)}'`);
    }
  }
  if (errors.length > before) return undefined;
  // The fields in one fixed order, and only those given.
  const node: Record<string, unknown> = {};
  for (const key of known) {
    if (key in children) node[key] = children[key];
    else {
      const given = get(key);
      if (given === undefined || key === "default") continue;
      node[key] = Array.isArray(given) || isDictionary(given) ? frozenCopy(given) : given;
    }
  }
  if (type === "ref" && where.definitions !== undefined) {
    // The reference itself is frozen without its default, and linked before the default is
    // checked (the check follows the link).
    const bare = Object.freeze({ ...node }) as unknown as ValueDefinition;
    linkReference(bare, where.definitions, ref as string);
    if (value === undefined) return bare;
    const fallback = readDefault(bare, value, where);
    if (fallback === undefined) return undefined;
    node.default = fallback;
    const withDefault = Object.freeze(node) as unknown as ValueDefinition;
    linkReference(withDefault, where.definitions, ref as string);
    return withDefault;
  }
  if (value !== undefined) {
    const fallback = readDefault(node as unknown as ValueDefinition, value, where);
    if (fallback === undefined) return undefined;
    node.default = fallback;
  }
  return Object.freeze(node) as unknown as ValueDefinition;
}

// A default, checked against the whole definition it belongs to, with the defaults inside
// it filled in: what a call receives is complete, and checked once, here.
function readDefault(node: ValueDefinition, value: unknown, where: NodeWhere): unknown {
  let copy: unknown;
  try {
    copy = frozenCopy(value);
  } catch (error) {
    if (error !== CYCLE && error !== TOO_DEEP) throw error;
    where.fail(copyProblem(error));
    return undefined;
  }
  const messages: string[] = [];
  let filled: unknown;
  try {
    filled = checkValue(node, copy, { messages, keys: undefined, path: [where.path], copy: true });
  } catch (error) {
    if (error !== UNRESOLVED) throw error;
    where.fail(
      ": default holds a value of a definition that is still being read (a default inside a definition, holding a value of that same definition), which is not supported",
    );
    return undefined;
  }
  const first = messages[0];
  if (first === undefined) return frozenCopy(filled);
  const own = `Parameter '${where.path}': `;
  where.fail(
    `: default breaks the constraints: ${first.startsWith(own) ? first.slice(own.length) : first}`,
  );
  return undefined;
}

// The definitions inside one, read in turn (frozen), by key; those with problems are left out.
function readChildren(raw: Record<string, unknown>, where: NodeWhere): Record<string, unknown> {
  const children: Record<string, unknown> = {};
  const type = ownPropertyValue(raw, "type");
  const items = ownPropertyValue(raw, "items");
  const properties = ownPropertyValue(raw, "properties");
  const additional = ownPropertyValue(raw, "additionalProperties");
  const variants = ownPropertyValue(raw, "variants");
  const anyOf = ownPropertyValue(raw, "anyOf");
  const nested =
    (type === "list" && isDictionary(items)) ||
    (type === "dictionary" &&
      (Array.isArray(properties) || isDictionary(additional) || Array.isArray(variants))) ||
    (type === "any" && Array.isArray(anyOf));
  if (!nested) return children;
  if (where.depth >= MAX_DEPTH) {
    where.fail(`: definitions must not nest deeper than ${MAX_DEPTH} levels`);
    return children;
  }
  const { path } = where;
  if (type === "list") children.items = readNode(items, false, inside(where, `${path}[]`));
  if (Array.isArray(properties)) {
    children.properties = Object.freeze(readProperties(properties, where));
  }
  if (isDictionary(additional)) {
    children.additionalProperties = readNode(additional, false, inside(where, `${path}.*`));
  }
  if (Array.isArray(variants)) {
    const discriminator = ownPropertyValue(raw, "discriminator");
    children.variants = Object.freeze(readVariants(variants, discriminator, where));
  }
  if (type === "any" && Array.isArray(anyOf)) {
    children.anyOf = Object.freeze(readBranches(anyOf, where));
  }
  return children;
}

// The definitions of an `any` value's `anyOf`: none `any`, a reference or nullable. Two may
// have one type: a value of that type is checked against each.
function readBranches(list: readonly unknown[], where: NodeWhere): unknown[] {
  return list.map((raw, index) => {
    const path = `${where.path}(anyOf ${index})`;
    const branch = readNode(raw, false, inside(where, path));
    if (branch === undefined) return branch;
    const fail = (problem: string): undefined => {
      where.errors.push(`${nounOf(where)} '${path}'${problem}`);
      return undefined;
    };
    if (branch.type === "any" || branch.type === "ref") {
      return fail(`: a definition in 'anyOf' must not be of type '${branch.type}'`);
    }
    if (branch.nullable === true) {
      return fail(
        ": a definition in 'anyOf' must not be nullable (make the 'any' value nullable instead)",
      );
    }
    return branch;
  });
}

function readProperties(list: readonly unknown[], where: NodeWhere): ParameterDefinition[] {
  const names = list.map((raw) => (isDictionary(raw) ? ownPropertyValue(raw, "name") : undefined));
  const read: ParameterDefinition[] = [];
  for (let index = 0; index < list.length; index++) {
    const name = names[index];
    const shared = names.indexOf(name) !== names.lastIndexOf(name);
    const path = isName(name) ? formatPath([where.path, name]) : `${where.path}`;
    const label = isName(name)
      ? `${nounOf(where)} '${path}'${shared ? ` at index ${index}` : ""}`
      : `${nounOf(where)} '${where.path}' property at index ${index}`;
    // Reported once, where the name comes the second time.
    const first = names.indexOf(name);
    if (isName(name) && first < index && first === names.lastIndexOf(name, index - 1)) {
      where.errors.push(`${nounOf(where)} '${where.path}': duplicate property name '${name}'`);
    }
    const property = readNode(list[index], true, inside(where, path, label));
    if (property !== undefined) read.push(property as ParameterDefinition);
  }
  return read;
}

function readVariants(
  list: readonly unknown[],
  discriminator: unknown,
  where: NodeWhere,
): unknown[] {
  const seen: unknown[] = [];
  return list.map((raw, index) => {
    const path = `${where.path}(variant ${index})`;
    const variant = readNode(raw, false, inside(where, path));
    if (variant === undefined) return variant;
    const fail = (problem: string): undefined => {
      where.errors.push(`${nounOf(where)} '${path}'${problem}`);
      return undefined;
    };
    if (variant.type !== "dictionary") return fail(": a variant must be of type 'dictionary'");
    if (typeof discriminator !== "string") return variant;
    const tag = variant.properties?.find((property) => property.name === discriminator);
    const value = tag?.const ?? (tag?.enum?.length === 1 ? tag.enum[0] : undefined);
    if (
      tag === undefined ||
      tag.type !== "string" ||
      tag.required === false ||
      value === undefined
    ) {
      return fail(
        `: must declare '${discriminator}' as a required 'string' property with a 'const' (or a one-value 'enum')`,
      );
    }
    if (seen.includes(value)) return fail(`: another variant has '${discriminator}' '${value}'`);
    seen.push(value);
    return variant;
  });
}
