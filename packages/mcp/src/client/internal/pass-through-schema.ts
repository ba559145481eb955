// The schema of a remote tool whose JSON Schema kit cannot keep exactly: the model is told the
// server's JSON Schema as it is, kit checks only that the value is a dictionary, and the
// server's own check is the one that counts.
import type { KitSchema } from "./tool-schema-class";

type CheckResult = ReturnType<KitSchema["check"]>;

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "list";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "float";
  return typeof value;
}

function isDictionary(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A schema-shaped object (what `defineTool` accepts from any copy of @kit/schema) that accepts
 * any dictionary, copied one level with every key, and whose `toJSONSchema()` is a fresh copy
 * of `json`. Its `parameters` are empty: kit declares nothing it does not check.
 */
export function passThroughSchema(json: Readonly<Record<string, unknown>>): KitSchema {
  const schema = {
    parameters: Object.freeze([]),
    definitions: Object.freeze({}),
    strict: false,
    check(values: unknown): CheckResult {
      if (!isDictionary(values)) {
        return {
          success: false,
          errors: [`Expected a dictionary of parameters, got '${kindOf(values)}'`],
        } as unknown as CheckResult;
      }
      return { success: true, value: { ...values } } as unknown as CheckResult;
    },
    validate(values: unknown): string[] {
      const checked = schema.check(values) as { success: boolean; errors?: string[] };
      return checked.success ? [] : (checked.errors ?? []);
    },
    toJSONSchema(): object {
      return structuredClone(json);
    },
  };
  return Object.freeze(schema) as unknown as KitSchema;
}
