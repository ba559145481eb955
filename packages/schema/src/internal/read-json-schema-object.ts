// The object keywords of an imported JSON Schema node (cold): `properties` and `required` as
// kit parameters, `additionalProperties` as `false`, a value definition or nothing, and a
// `propertyNames` that every key meets already.
import { isDictionary } from "../kind-of";
import { acceptsAnyString, acceptsAnything } from "./json-schema-keywords";
import {
  type JSONSchemaReading,
  own,
  pointerSegment,
  report,
  type SchemaNode,
} from "./json-schema-reading";

/** A dictionary's keys in kit's terms. */
export interface ObjectKeys {
  properties?: Record<string, unknown>[];
  additionalProperties?: Record<string, unknown> | false;
}

/**
 * Reads the object keywords of a node whose properties are `depth + 1` levels deep.
 * @param top - the document itself: a schema for undeclared keys is refused there.
 * @returns the keys, or `undefined` when a problem was reported.
 */
export function readObjectKeys(
  reading: JSONSchemaReading,
  node: SchemaNode,
  pointer: string,
  depth: number,
  nesting: number,
  top: boolean,
): ObjectKeys | undefined {
  const before = reading.problems.length;
  const keys: ObjectKeys = {};
  const required = readRequired(reading, node, pointer);
  const properties = own(node, "properties");
  const declared: string[] = [];
  if (properties !== undefined) {
    if (!isDictionary(properties)) {
      report(reading, `${pointer}/properties`, "'properties' must be an object");
    } else {
      keys.properties = [];
      for (const name of Object.keys(properties)) {
        declared.push(name);
        const where = `${pointer}/properties/${pointerSegment(name)}`;
        if (name === "") {
          report(reading, where, "a property named '' (the empty string) is not supported");
          continue;
        }
        const read = reading.read(own(properties, name), where, depth + 1, nesting + 1);
        if (read === undefined) continue;
        const parameter: Record<string, unknown> = { name, ...read.definition };
        if (!required.includes(name)) {
          parameter.required = false;
          if (read.fallback !== undefined) parameter.default = read.fallback;
        }
        keys.properties.push(parameter);
      }
    }
  }
  for (const name of required) {
    if (!declared.includes(name)) {
      report(
        reading,
        `${pointer}/required`,
        `'${name}' is required but not declared in 'properties', which is not supported`,
      );
    }
  }
  const additional = own(node, "additionalProperties");
  const where = `${pointer}/additionalProperties`;
  if (additional === false) keys.additionalProperties = false;
  else if (additional !== undefined && !acceptsAnything(additional)) {
    if (top) {
      report(
        reading,
        where,
        "a schema for undeclared parameters at the top is not supported (use false, true or leave it out)",
      );
    } else {
      const read = reading.read(additional, where, depth + 1, nesting + 1);
      if (read !== undefined) keys.additionalProperties = read.definition;
    }
  }
  const names = own(node, "propertyNames");
  if (names !== undefined && !acceptsAnyString(names)) {
    report(
      reading,
      `${pointer}/propertyNames`,
      "'propertyNames' is not supported (only { type: 'string' }, which every key meets)",
    );
  }
  return reading.problems.length > before ? undefined : keys;
}

function readRequired(reading: JSONSchemaReading, node: SchemaNode, pointer: string): string[] {
  const required = own(node, "required");
  if (required === undefined) return [];
  if (Array.isArray(required) && required.every((name) => typeof name === "string")) {
    return required as string[];
  }
  report(reading, `${pointer}/required`, "'required' must be a list of strings");
  return [];
}
