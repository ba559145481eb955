// Hot path: runs on every call for each value of a nested parameter (one with a key beyond the
// flat constraints), in the interpreted check, and for the parts the generated check leaves to it.
// Checks one value against its definition, at its path, reporting every problem inside it;
// with `copy`, gives a fresh copy of each dictionary and list the definition describes.
import { kindOf } from "../kind-of";
import type { ParameterDefinition } from "../parameter-definition";
import type { ParameterType } from "../parameter-type";
import type { DictionaryValueDefinition, ValueDefinition } from "../value-definition";
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
  reportUnknownAt,
} from "./nested-messages";
import { setOwn } from "./set-own";
import { STRING_FORMATS } from "./string-formats";
import { itemsPrefix, shownValue } from "./validation-messages";
import { formatPath } from "./value-path";

/** `one of 'a', 'b'`: the allowed values as an enum message lists them. */
const oneOf = (allowed: readonly unknown[]): string =>
  `one of ${allowed.map(shownValue).join(", ")}`;

/** What one check of a value carries down: where messages go, the path, and the mode. */
export interface ValueCheck {
  readonly messages: string[];
  readonly keys: Keys;
  /** The path of the value being checked; pushed and popped on the way down. */
  readonly path: (string | number)[];
  /** True: build fresh copies; false: check in place, writing defaults into the input. */
  readonly copy: boolean;
}

// Made once per definition (they are frozen), on its first use.
const patterns = new WeakMap<object, RegExp>();
const variantMaps = new WeakMap<object, Map<unknown, DictionaryValueDefinition>>();
const propertyNames = new WeakMap<object, readonly string[]>();

/** The number of Unicode code points of a string, as JSON Schema counts its length. */
function codePoints(text: string): number {
  let count = text.length;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        index++;
      }
    }
  }
  return count;
}

/** The compiled `pattern` of a definition (checked, so it compiles). */
export function patternOf(definition: ValueDefinition): RegExp {
  let pattern = patterns.get(definition);
  if (pattern === undefined) {
    pattern = new RegExp(definition.pattern as string, "u");
    patterns.set(definition, pattern);
  }
  return pattern;
}

/** The variant of each discriminator value of a union definition. */
export function variantsOf(
  definition: DictionaryValueDefinition,
): Map<unknown, DictionaryValueDefinition> {
  let map = variantMaps.get(definition);
  if (map === undefined) {
    map = new Map();
    const key = definition.discriminator as string;
    for (const variant of definition.variants ?? []) {
      const property = variant.properties?.find((candidate) => candidate.name === key);
      map.set(property?.const ?? property?.enum?.[0], variant);
    }
    variantMaps.set(definition, map);
  }
  return map;
}

function namesOf(definition: DictionaryValueDefinition): readonly string[] {
  let names = propertyNames.get(definition);
  if (names === undefined) {
    names = (definition.properties ?? []).map((property) => property.name);
    propertyNames.set(definition, names);
  }
  return names;
}

/** Reports the first constraint a value of the right type breaks; true when one was. */
function reportConstraints(
  definition: ValueDefinition,
  value: unknown,
  check: ValueCheck,
): boolean {
  const { messages, keys, path } = check;
  const { const: only, enum: allowed } = definition;
  // `!==` as the interpreter's `includes` for enum: -0 is 0.
  if (only !== undefined && value !== only) {
    reportExpected(messages, keys, path, shownValue(only), receivedValue(value));
    return true;
  }
  if (allowed !== undefined && !(allowed as readonly unknown[]).includes(value)) {
    reportExpected(messages, keys, path, oneOf(allowed), receivedValue(value));
    return true;
  }
  const { minimum, maximum } = definition;
  if (minimum !== undefined && (value as number) < minimum) {
    reportExpected(messages, keys, path, `at least ${minimum}`, String(value));
    return true;
  }
  if (maximum !== undefined && (value as number) > maximum) {
    reportExpected(messages, keys, path, `at most ${maximum}`, String(value));
    return true;
  }
  if (typeof value === "string") return reportString(definition, value, check);
  if (Array.isArray(value)) return reportList(definition, value, check);
  return false;
}

function reportString(definition: ValueDefinition, value: string, check: ValueCheck): boolean {
  const { messages, keys, path } = check;
  const { minLength, maxLength, pattern, format } = definition;
  // Code points are never more than code units, nor fewer than half of them.
  if (minLength !== undefined && value.length < 2 * minLength) {
    const length = codePoints(value);
    if (length < minLength) {
      reportExpected(
        messages,
        keys,
        path,
        `at least ${minLength} ${minLength === 1 ? "character" : "characters"}`,
        String(length),
      );
      return true;
    }
  }
  if (maxLength !== undefined && value.length > maxLength) {
    const length = codePoints(value);
    if (length > maxLength) {
      reportExpected(
        messages,
        keys,
        path,
        `at most ${maxLength} ${maxLength === 1 ? "character" : "characters"}`,
        String(length),
      );
      return true;
    }
  }
  if (pattern !== undefined && !patternOf(definition).test(value)) {
    reportExpected(messages, keys, path, `a string matching /${pattern}/`, receivedValue(value));
    return true;
  }
  if (format !== undefined && !STRING_FORMATS[format](value)) {
    reportExpected(messages, keys, path, `a '${format}' string`, receivedValue(value));
    return true;
  }
  return false;
}

function reportList(
  definition: ValueDefinition,
  value: readonly unknown[],
  check: ValueCheck,
): boolean {
  const { messages, keys, path } = check;
  const { minItems, maxItems, uniqueItems, items } = definition;
  const count = value.length;
  if (minItems !== undefined && count < minItems) {
    reportExpected(
      messages,
      keys,
      path,
      `at least ${minItems} ${minItems === 1 ? "item" : "items"}`,
      String(count),
    );
    return true;
  }
  if (maxItems !== undefined && count > maxItems) {
    reportExpected(
      messages,
      keys,
      path,
      `at most ${maxItems} ${maxItems === 1 ? "item" : "items"}`,
      String(count),
    );
    return true;
  }
  if (uniqueItems === true) {
    const pair = firstDuplicate(value);
    if (pair !== undefined) {
      const message = `Parameter '${formatPath(path)}': expected unique items, items ${pair[0]} and ${pair[1]} are equal`;
      reportAt(messages, keys, path, message);
      return true;
    }
  }
  if (typeof items === "string") {
    for (let index = 0; index < count; index++) {
      const item = value[index];
      if (!matchesType(items, item)) {
        const message = `${itemsPrefix(formatPath(path), items)}${index} is '${kindOf(item)}'`;
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
  if (value === null && definition.nullable === true) return null;
  const type: ParameterType = definition.type;
  if (!matchesType(type, value)) {
    reportTypeAt(check.messages, check.keys, check.path, type, value);
    return value;
  }
  reportConstraints(definition, value, check);
  if (type === "list") {
    const items = definition.items;
    if (typeof items !== "object") return value;
    return checkItems(items, value as readonly unknown[], check);
  }
  if (type === "dictionary")
    return checkDictionary(
      definition as DictionaryValueDefinition,
      value as Record<string, unknown>,
      check,
    );
  return value;
}

function checkItems(items: ValueDefinition, list: readonly unknown[], check: ValueCheck): unknown {
  const count = list.length;
  const copy: unknown[] | undefined = check.copy ? new Array(count) : undefined;
  const { path } = check;
  path.push(0);
  for (let index = 0; index < count; index++) {
    path[path.length - 1] = index;
    const result = checkValue(items, list[index], check);
    if (copy !== undefined) copy[index] = result;
  }
  path.pop();
  return copy ?? list;
}

function checkDictionary(
  definition: DictionaryValueDefinition,
  value: Record<string, unknown>,
  check: ValueCheck,
): unknown {
  const { discriminator } = definition;
  if (discriminator !== undefined) {
    const { messages, keys, path } = check;
    const tag = Object.hasOwn(value, discriminator) ? value[discriminator] : undefined;
    path.push(discriminator);
    const variants = variantsOf(definition);
    const variant = variants.get(tag);
    if (tag === undefined) reportMissingAt(messages, keys, path);
    else if (typeof tag !== "string") reportTypeAt(messages, keys, path, "string", tag);
    else if (variant === undefined) {
      reportExpected(messages, keys, path, oneOf([...variants.keys()]), receivedValue(tag));
    }
    path.pop();
    return variant === undefined ? value : checkDictionary(variant, value, check);
  }
  const { properties, additionalProperties } = definition;
  if (properties === undefined && additionalProperties === undefined) return value;
  const { messages, keys, path, copy } = check;
  const output: Record<string, unknown> = copy ? {} : value;
  if (properties !== undefined) {
    for (let index = 0; index < properties.length; index++) {
      const property = properties[index] as ParameterDefinition;
      const name = property.name;
      const item = Object.hasOwn(value, name) ? value[name] : undefined;
      path.push(name);
      if (item === undefined) {
        const fallback = property.default;
        if (property.required !== false) reportMissingAt(messages, keys, path);
        else if (fallback !== undefined) {
          setOwn(output, name, typeof fallback === "object" ? freshCopy(fallback) : fallback);
        }
      } else {
        const result = checkValue(property, item, check);
        if (copy) setOwn(output, name, result);
      }
      path.pop();
    }
  }
  if (additionalProperties !== undefined) {
    const names = namesOf(definition);
    for (const key of Object.keys(value)) {
      const item = value[key];
      if (item === undefined || names.includes(key)) continue;
      path.push(key);
      if (additionalProperties === false) reportUnknownAt(messages, keys, path);
      else {
        const result = checkValue(additionalProperties, item, check);
        if (copy) setOwn(output, key, result);
      }
      path.pop();
    }
  }
  return output;
}
