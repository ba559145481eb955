// Values to try an imported corpus schema on: shaped like its kit definition (the constants,
// bounds and lengths it names, and values just outside them), now and then wrong, plus the
// corpus' own defaults and examples.
import type { ParameterDefinition, ValueDefinition } from "@kit/schema";
import fc from "fast-check";

const wrong: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, 0, -1, 1.5, "", "x", [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

function numbers(definition: ValueDefinition): unknown[] {
  const near = [definition.minimum, definition.maximum, definition.const]
    .filter((value): value is number => typeof value === "number")
    .flatMap((value) => [value - 1, value, value + 1, value + 0.5]);
  return [...near, ...(definition.enum ?? []), 0, 1, -1, 2.5, 10];
}

function strings(definition: ValueDefinition): unknown[] {
  const { minLength, maxLength } = definition;
  const lengths = [minLength, maxLength]
    .filter((value): value is number => typeof value === "number")
    .flatMap((value) =>
      [value - 1, value, value + 1].filter((length) => length >= 0 && length < 300),
    );
  return [
    ...(definition.enum ?? []),
    ...(definition.const === undefined ? [] : [definition.const]),
    ...lengths.map((length) => "a".repeat(length)),
    "",
    "a",
    "abc",
    "2025-01-02",
    "2025-01-02T03:04:05Z",
    "https://example.com/a",
    "a@example.com",
    "123e4567-e89b-12d3-a456-426614174000",
  ];
}

function shaped(definition: ValueDefinition, depth: number): fc.Arbitrary<unknown> {
  switch (definition.type) {
    case "string":
      return fc.constantFrom(...strings(definition));
    case "integer":
    case "float":
      return fc.constantFrom(...numbers(definition));
    case "boolean":
      return fc.boolean();
    case "list": {
      const { items } = definition;
      const item = typeof items === "object" ? valueFor(items, depth + 1) : wrong;
      return fc.array(item, { maxLength: Math.min(definition.maxItems ?? 3, 3) + 1 });
    }
    default: {
      if (definition.variants !== undefined) {
        return fc.oneof(...definition.variants.map((variant) => shaped(variant, depth)));
      }
      return objectOf(definition.properties ?? [], definition.additionalProperties, depth);
    }
  }
}

function valueFor(definition: ValueDefinition, depth: number): fc.Arbitrary<unknown> {
  const value = depth > 6 ? wrong : shaped(definition, depth);
  return fc.oneof(
    { weight: 1, arbitrary: wrong },
    { weight: definition.nullable === true ? 1 : 0, arbitrary: fc.constant(null) },
    { weight: 8, arbitrary: value },
  );
}

/** A dictionary of the parameters' values (each present or not), and now and then one more key. */
export function objectOf(
  parameters: readonly ParameterDefinition[],
  additional: ValueDefinition | false | undefined,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const parts: Record<string, fc.Arbitrary<unknown>> = {};
  // Required ones more often present, so that many values are valid.
  const required: string[] = [];
  for (const parameter of parameters) {
    parts[parameter.name] = valueFor(parameter, depth + 1);
    if (parameter.required !== false) required.push(parameter.name);
  }
  const extra = typeof additional === "object" ? valueFor(additional, depth + 1) : wrong;
  return fc
    .tuple(
      fc.record(parts, { requiredKeys: [], noNullPrototype: true }),
      fc.record(
        Object.fromEntries(required.map((name) => [name, parts[name] as fc.Arbitrary<unknown>])),
        { noNullPrototype: true },
      ),
      fc.dictionary(fc.constantFrom("extra_key"), extra, { maxKeys: 1, noNullPrototype: true }),
      fc.boolean(),
    )
    .map(([some, all, other, complete]) => ({ ...other, ...some, ...(complete ? all : {}) }));
}

/** The corpus' own values in a schema: an object of the top-level defaults, and every `examples` entry at the top. */
export function ownValues(schema: Readonly<Record<string, unknown>>): unknown[] {
  const found: unknown[] = [];
  const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
  const defaults: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties ?? {})) {
    if (property !== null && typeof property === "object" && Object.hasOwn(property, "default")) {
      Object.defineProperty(defaults, name, {
        value: property.default,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  found.push(defaults);
  if (Array.isArray(schema.examples)) found.push(...schema.examples);
  return found;
}
