// Cold: runs once per nested definition, on its first check.
// A definition compiled for checking: every field present on one class, so the hot loops read
// one object shape (the frozen definitions each have their own keys, and reading absent keys
// from many shapes made the nested check about twenty times slower).
import type { ParameterType } from "../parameter-type";
import type { ValueDefinition, ValueType } from "../value-definition";
import { referenceOf } from "./named-definitions";
import { STRING_FORMATS } from "./string-formats";

/** One definition, ready to check values with. */
export class CheckNode {
  readonly type: ValueType;
  readonly nullable: boolean;
  /** Whether any of the value's own constraints is set (else none is looked at). */
  readonly constrained: boolean;
  readonly only: unknown;
  readonly allowed: readonly unknown[] | undefined;
  readonly minimum: number | undefined;
  readonly maximum: number | undefined;
  readonly minLength: number | undefined;
  readonly maxLength: number | undefined;
  readonly pattern: RegExp | undefined;
  readonly source: string | undefined;
  readonly format: ((text: string) => boolean) | undefined;
  readonly formatName: string | undefined;
  readonly minItems: number | undefined;
  readonly maxItems: number | undefined;
  readonly uniqueItems: boolean;
  /** `items` as a type name. */
  readonly itemType: ParameterType | undefined;
  /** `items` as a definition. */
  readonly items: CheckNode | undefined;
  /** A dictionary's properties, in order; their names in `names`. */
  readonly properties: readonly PropertyNode[] | undefined;
  readonly names: readonly string[];
  readonly additional: CheckNode | false | undefined;
  readonly discriminator: string | undefined;
  readonly variants: ReadonlyMap<unknown, CheckNode> | undefined;
  /** The variants of a union without a discriminator, in order. */
  readonly alternatives: readonly CheckNode[] | undefined;
  /** Whether a value must meet exactly one of the `alternatives` (else at least one). */
  readonly exclusive: boolean;
  /** An `any` value's `anyOf` definitions, each of its own type; every value when undefined. */
  readonly branches: readonly CheckNode[] | undefined;
  /** A reference's own definition, through which its named definition is found. */
  readonly reference: ValueDefinition | undefined;
  /** The node of a reference's named definition, made on its first check (it may be a parent). */
  target: CheckNode | undefined;

  constructor(definition: ValueDefinition) {
    const { type, items, properties, additionalProperties, variants, pattern, format } = definition;
    this.type = type;
    this.nullable = definition.nullable === true;
    this.only = definition.const;
    this.allowed = definition.enum;
    this.minimum = definition.minimum;
    this.maximum = definition.maximum;
    this.minLength = definition.minLength;
    this.maxLength = definition.maxLength;
    this.pattern = pattern === undefined ? undefined : new RegExp(pattern, "u");
    this.source = pattern;
    this.format = format === undefined ? undefined : STRING_FORMATS[format];
    this.formatName = format;
    this.minItems = definition.minItems;
    this.maxItems = definition.maxItems;
    this.uniqueItems = definition.uniqueItems === true;
    this.itemType = typeof items === "string" ? items : undefined;
    this.items = typeof items === "object" ? new CheckNode(items) : undefined;
    this.properties = properties?.map((property) => new PropertyNode(property));
    this.names = properties?.map((property) => property.name) ?? [];
    this.additional =
      additionalProperties === undefined || additionalProperties === false
        ? additionalProperties
        : new CheckNode(additionalProperties);
    this.discriminator = definition.discriminator;
    const tagged = variants !== undefined && definition.discriminator !== undefined;
    this.variants = tagged ? variantMap(variants, definition.discriminator as string) : undefined;
    this.alternatives = tagged ? undefined : variants?.map((variant) => new CheckNode(variant));
    this.exclusive = definition.exclusive === true;
    this.branches = definition.anyOf?.map((branch) => new CheckNode(branch));
    this.reference = type === "ref" ? definition : undefined;
    this.target = undefined;
    this.constrained =
      this.only !== undefined ||
      this.allowed !== undefined ||
      this.minimum !== undefined ||
      this.maximum !== undefined ||
      this.minLength !== undefined ||
      this.maxLength !== undefined ||
      this.pattern !== undefined ||
      this.format !== undefined ||
      this.minItems !== undefined ||
      this.maxItems !== undefined ||
      this.uniqueItems ||
      this.itemType !== undefined;
  }
}

/** A property of a dictionary: a parameter, checked as a node. */
export class PropertyNode {
  readonly name: string;
  readonly required: boolean;
  readonly fallback: unknown;
  readonly node: CheckNode;

  constructor(
    parameter: ValueDefinition & { name: string; required?: boolean; default?: unknown },
  ) {
    this.name = parameter.name;
    this.required = parameter.required !== false;
    this.fallback = parameter.default;
    this.node = new CheckNode(parameter);
  }
}

// The variant of each discriminator value (checked: each declares one).
function variantMap(variants: readonly ValueDefinition[], key: string): Map<unknown, CheckNode> {
  const map = new Map<unknown, CheckNode>();
  for (const variant of variants) {
    const property = variant.properties?.find((candidate) => candidate.name === key);
    map.set(property?.const ?? property?.enum?.[0], new CheckNode(variant));
  }
  return map;
}

/** Thrown while definitions are read, for a reference whose definition is not read yet. */
export const UNRESOLVED: unique symbol = Symbol();

/**
 * The node of a reference's named definition, found and kept on first use.
 * @throws UNRESOLVED while the definitions are read, for a default that holds a value of the
 * definition being read (the reader catches it and reports it).
 */
export function targetOf(node: CheckNode): CheckNode {
  if (node.target !== undefined) return node.target;
  const definition = referenceOf(node.reference as ValueDefinition);
  if (definition === undefined) throw UNRESOLVED;
  node.target = nodeOf(definition);
  return node.target;
}

const nodes = new WeakMap<object, CheckNode>();

/** The node of a checked (frozen) definition, made on first use. */
export function nodeOf(definition: ValueDefinition): CheckNode {
  let node = nodes.get(definition);
  if (node === undefined) {
    node = new CheckNode(definition);
    nodes.set(definition, node);
  }
  return node;
}
