// Hot path: runs on every call for each value of a nested parameter (one with a key beyond the
// flat constraints), from both the interpreted and the generated check.
// Checks one value against its definition, at its path, reporting every problem inside it;
// with `copy`, gives a fresh copy of each dictionary and list the definition describes.
import { kindOf } from "../kind-of";
import type { ParameterType } from "../parameter-type";
import type { ValueDefinition } from "../value-definition";
import { type CheckNode, nodeOf, targetOf } from "./check-node";
import { checkVariants } from "./check-variants";
import { freshCopy } from "./copy-value";
import { firstDuplicate } from "./first-duplicate";
import { matchesType } from "./matches-type";
import {
  type Keys,
  receivedValue,
  reportAt,
  reportExpected,
  reportMissingAt,
  reportTypeAt,
  reportTypesAt,
  reportUnknownAt,
} from "./nested-messages";
import { setOwn } from "./set-own";
import { itemsPrefix, listedValues, shownValue } from "./validation-messages";
import { formatPath, type ValuePath } from "./value-path";

/** `one of 'a', 'b'`: the allowed values as an enum message lists them (the first 20). */
const oneOf = (allowed: readonly unknown[]): string => `one of ${listedValues(allowed)}`;

/** `1 item`, `2 items`. */
const count = (number: number, noun: string): string =>
  `${number} ${number === 1 ? noun : `${noun}s`}`;

/** What one check of a value carries down: where messages go, the path, and the mode. */
export interface ValueCheck {
  readonly messages: string[];
  readonly keys: Keys;
  /** The path of the value being checked; pushed and popped on the way down. */
  readonly path: (string | number)[];
  /** True: build fresh copies; false: check in place, writing defaults into the input. */
  readonly copy: boolean;
}

/** The number of Unicode code points of a string, as JSON Schema counts its length. */
function codePoints(text: string): number {
  let points = text.length;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        points--;
        index++;
      }
    }
  }
  return points;
}

/**
 * Reports the first constraint a value of the right type breaks (the generated check calls
 * it for a node with constraints).
 * @returns whether one was broken.
 */
export function reportConstraints(node: CheckNode, value: unknown, check: ValueCheck): boolean {
  const { messages, keys, path } = check;
  const { only, allowed, minimum, maximum } = node;
  // `!==` as the interpreter's `includes` for enum: -0 is 0.
  if (only !== undefined && value !== only) {
    reportExpected(messages, keys, path, shownValue(only), receivedValue(value));
    return true;
  }
  if (allowed !== undefined && !allowed.includes(value)) {
    reportExpected(messages, keys, path, oneOf(allowed), receivedValue(value));
    return true;
  }
  if (minimum !== undefined && (value as number) < minimum) {
    reportExpected(messages, keys, path, `at least ${minimum}`, String(value));
    return true;
  }
  if (maximum !== undefined && (value as number) > maximum) {
    reportExpected(messages, keys, path, `at most ${maximum}`, String(value));
    return true;
  }
  if (typeof value === "string") return reportString(node, value, check);
  if (Array.isArray(value)) return reportList(node, value, check);
  return false;
}

function reportString(node: CheckNode, value: string, check: ValueCheck): boolean {
  const { messages, keys, path } = check;
  const { minLength, maxLength, pattern, format } = node;
  // Code points are never more than code units, nor fewer than half of them.
  if (minLength !== undefined && value.length < 2 * minLength) {
    const length = codePoints(value);
    if (length < minLength) {
      reportExpected(
        messages,
        keys,
        path,
        `at least ${count(minLength, "character")}`,
        `${length}`,
      );
      return true;
    }
  }
  if (maxLength !== undefined && value.length > maxLength) {
    const length = codePoints(value);
    if (length > maxLength) {
      reportExpected(messages, keys, path, `at most ${count(maxLength, "character")}`, `${length}`);
      return true;
    }
  }
  if (pattern !== undefined && !pattern.test(value)) {
    const expected = `a string matching /${node.source}/`;
    reportExpected(messages, keys, path, expected, receivedValue(value));
    return true;
  }
  if (format !== undefined && !format(value)) {
    const expected = `a '${node.formatName}' string`;
    reportExpected(messages, keys, path, expected, receivedValue(value));
    return true;
  }
  return false;
}

function reportList(node: CheckNode, value: readonly unknown[], check: ValueCheck): boolean {
  const { messages, keys, path } = check;
  const { minItems, maxItems, itemType } = node;
  const length = value.length;
  if (minItems !== undefined && length < minItems) {
    reportExpected(messages, keys, path, `at least ${count(minItems, "item")}`, `${length}`);
    return true;
  }
  if (maxItems !== undefined && length > maxItems) {
    reportExpected(messages, keys, path, `at most ${count(maxItems, "item")}`, `${length}`);
    return true;
  }
  if (node.uniqueItems) {
    const pair = firstDuplicate(value);
    if (pair !== undefined) {
      const message = `Parameter '${formatPath(path)}': expected unique items, items ${pair[0]} and ${pair[1]} are equal`;
      reportAt(messages, keys, path, message);
      return true;
    }
  }
  if (itemType !== undefined) {
    for (let index = 0; index < length; index++) {
      const item = value[index];
      if (!matchesType(itemType, item)) {
        const message = `${itemsPrefix(formatPath(path), itemType)}${index} is '${kindOf(item)}'`;
        reportAt(messages, keys, path, message);
        return true;
      }
    }
  }
  return false;
}

/**
 * Checks a value present at `check.path` (never `undefined`: absence is the caller's) against
 * its definition, reporting every problem inside it, each at its own path.
 * @returns the value to keep: in copy mode a fresh list or dictionary where the definition
 * describes its content, else the value itself.
 */
export function checkValue(
  definition: ValueDefinition,
  value: unknown,
  check: ValueCheck,
): unknown {
  return checkNode(nodeOf(definition), value, check);
}

/**
 * How deep a value may nest where a definition refers to itself: a tree deeper than this is
 * refused rather than checked on a stack that could overflow.
 */
export const MAX_VALUE_DEPTH = 256;

/** Reports a value nested deeper than {@link MAX_VALUE_DEPTH} (both checks call it). */
export function reportTooDeep(messages: string[], keys: Keys, path: ValuePath): void {
  const message = `Parameter '${formatPath(path)}': nests deeper than ${MAX_VALUE_DEPTH} levels, the most kit checks`;
  reportAt(messages, keys, path, message);
}

/** Checks a value against a node, as {@link checkValue} (the generated check calls it for a union). */
export function checkNode(node: CheckNode, value: unknown, check: ValueCheck): unknown {
  if (value === null && node.nullable) return null;
  const type = node.type;
  if (type === "ref") return checkReference(node, value, check);
  if (type === "any") return checkAny(node, value, check);
  if (!matchesType(type, value)) {
    reportTypeAt(check.messages, check.keys, check.path, type, value);
    return value;
  }
  if (node.constrained) reportConstraints(node, value, check);
  if (type === "list") {
    const items = node.items;
    return items === undefined ? value : checkItems(items, value as readonly unknown[], check);
  }
  if (type === "dictionary") return checkDictionary(node, value as Record<string, unknown>, check);
  return value;
}

// A reference: the value meets the named definition, unless it nests too deep to check.
function checkReference(node: CheckNode, value: unknown, check: ValueCheck): unknown {
  const { path } = check;
  if (path.length > MAX_VALUE_DEPTH && typeof value === "object" && value !== null) {
    reportTooDeep(check.messages, check.keys, path);
    return value;
  }
  return checkNode(targetOf(node), value, check);
}

// An `any` value: the definition of its type (each tried when two or more have it), or any
// value of the six types or null.
function checkAny(node: CheckNode, value: unknown, check: ValueCheck): unknown {
  const branches = node.branches;
  if (branches === undefined) {
    if (value === null || JSON_TYPES.some((type) => matchesType(type, value))) return value;
    reportTypesAt(check.messages, check.keys, check.path, [], value);
    return value;
  }
  let found: CheckNode | undefined;
  let several: CheckNode[] | undefined;
  for (let index = 0; index < branches.length; index++) {
    const branch = branches[index] as CheckNode;
    if (!matchesType(branch.type as ParameterType, value)) continue;
    if (found === undefined) found = branch;
    else several = (several ?? [found]).concat(branch);
  }
  // Definitions of one type: each tried, the problems of the closest told.
  if (several !== undefined) return checkVariants(several, false, value, check, checkNode);
  if (found !== undefined) return checkNode(found, value, check);
  const types = [...new Set(branches.map((branch) => branch.type))];
  reportTypesAt(check.messages, check.keys, check.path, types, value);
  return value;
}

/** The types an `any` value without `anyOf` may have, besides null. */
const JSON_TYPES: readonly ParameterType[] = ["string", "float", "boolean", "list", "dictionary"];

function checkItems(items: CheckNode, list: readonly unknown[], check: ValueCheck): unknown {
  const length = list.length;
  const copy: unknown[] | undefined = check.copy ? new Array(length) : undefined;
  const { path } = check;
  path.push(0);
  for (let index = 0; index < length; index++) {
    path[path.length - 1] = index;
    const result = checkNode(items, list[index], check);
    if (copy !== undefined) copy[index] = result;
  }
  path.pop();
  return copy ?? list;
}

function checkDictionary(
  node: CheckNode,
  value: Record<string, unknown>,
  check: ValueCheck,
): unknown {
  const { discriminator, properties, additional } = node;
  const { messages, keys, path, copy } = check;
  if (discriminator !== undefined) {
    const tag = Object.hasOwn(value, discriminator) ? value[discriminator] : undefined;
    const variants = node.variants as ReadonlyMap<unknown, CheckNode>;
    const variant = variants.get(tag);
    if (variant !== undefined) return checkDictionary(variant, value, check);
    path.push(discriminator);
    if (tag === undefined) reportMissingAt(messages, keys, path);
    else if (typeof tag !== "string") reportTypeAt(messages, keys, path, "string", tag);
    else reportExpected(messages, keys, path, oneOf([...variants.keys()]), receivedValue(tag));
    path.pop();
    return value;
  }
  const alternatives = node.alternatives;
  if (alternatives !== undefined) {
    return checkVariants(alternatives, node.exclusive, value, check, checkDictionary);
  }
  if (properties === undefined && additional === undefined) return value;
  const output: Record<string, unknown> = copy ? {} : value;
  if (properties !== undefined) {
    for (let index = 0; index < properties.length; index++) {
      const property = properties[index] as (typeof properties)[number];
      const name = property.name;
      const item = Object.hasOwn(value, name) ? value[name] : undefined;
      if (item === undefined) {
        const fallback = property.fallback;
        if (property.required) {
          path.push(name);
          reportMissingAt(messages, keys, path);
          path.pop();
        } else if (fallback !== undefined) {
          setOwn(output, name, typeof fallback === "object" ? freshCopy(fallback) : fallback);
        }
      } else {
        path.push(name);
        const result = checkNode(property.node, item, check);
        path.pop();
        if (copy) setOwn(output, name, result);
      }
    }
  }
  // Undeclared keys are allowed without `additionalProperties`: a copy keeps them as they are
  // (dropping them could break a `uniqueItems` above).
  if (additional !== undefined || copy) {
    const names = node.names;
    // Own enumerable keys in Object.keys order, as the generated check reads them.
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      const item = value[key];
      if (item === undefined || names.includes(key)) continue;
      if (additional === undefined) {
        setOwn(output, key, item);
        continue;
      }
      path.push(key);
      if (additional === false) reportUnknownAt(messages, keys, path);
      else {
        const result = checkNode(additional, item, check);
        if (copy) setOwn(output, key, result);
      }
      path.pop();
    }
  }
  return output;
}
