// Checks that a value read from a lock file is a ToolContract, listing every problem with where
// it is (`tools[2].input: ...`), so a hand-edited or corrupted lock is reported, never crashed on.
import type { SchemaDefinition } from "@kit/schema";
import { kindOf, SchemaDefinitionError, ToolSchema } from "../../internal/schema-values";
import type { ToolEffects } from "../../tool/tool-effects";
import type { ToolContract } from "../tool-contract";

const CONTRACT_KEYS = ["name", "version", "description", "input", "output", "effects"];
const EFFECT_KEYS: readonly (keyof ToolEffects)[] = [
  "readOnly",
  "destructive",
  "idempotent",
  "openWorld",
];

/**
 * Reads one contract.
 * @param value - what the lock holds.
 * @param where - its place, for messages (`tools[0]`).
 * @param problems - receives every problem found.
 * @returns the contract, or undefined when it has a problem.
 */
export function readContract(
  value: unknown,
  where: string,
  problems: string[],
): ToolContract | undefined {
  if (!isRecord(value)) {
    problems.push(`${where} must be an object, got '${kindOf(value)}'`);
    return undefined;
  }
  const count = problems.length;
  checkKeys(value, CONTRACT_KEYS, where, problems);
  for (const key of ["name", "version", "description"]) {
    if (Object.hasOwn(value, key) && typeof value[key] !== "string") {
      problems.push(`${where}.${key} must be a string, got '${kindOf(value[key])}'`);
    }
  }
  if (value.name === "") problems.push(`${where}.name must not be empty`);
  const input = readSchema(value.input, `${where}.input`, problems);
  const output = readSchema(value.output, `${where}.output`, problems);
  if (Object.hasOwn(value, "effects")) {
    const effects = value.effects;
    if (!isRecord(effects)) {
      problems.push(`${where}.effects must be an object, got '${kindOf(effects)}'`);
    } else {
      checkKeys(effects, EFFECT_KEYS, `${where}.effects`, problems);
      for (const key of EFFECT_KEYS) {
        if (Object.hasOwn(effects, key) && typeof effects[key] !== "boolean") {
          problems.push(`${where}.effects.${key} must be a boolean, got '${kindOf(effects[key])}'`);
        }
      }
    }
  }
  if (problems.length > count) return undefined;
  const { name, version, description, effects } = value as unknown as ToolContract;
  return { name, version, description, input: input ?? null, output: output ?? null, effects };
}

function readSchema(
  value: unknown,
  where: string,
  problems: string[],
): SchemaDefinition | null | undefined {
  if (value === null || value === undefined) return null;
  try {
    const schema = ToolSchema.fromDict(value);
    return schemaParts(schema);
  } catch (error) {
    if (!SchemaDefinitionError.isInstance(error)) throw error;
    for (const message of error.errors) problems.push(`${where}: ${message}`);
    return undefined;
  }
}

function checkKeys(
  value: Record<string, unknown>,
  keys: readonly string[],
  where: string,
  problems: string[],
): void {
  for (const key of keys) {
    if (!Object.hasOwn(value, key)) problems.push(`${where} has no '${key}'`);
  }
  for (const key of Object.keys(value)) {
    if (!keys.includes(key)) problems.push(`${where} has an unknown key '${key}'`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// A schema's definition as a contract holds it: `definitions` only when it has some.
function schemaParts(schema: ToolSchema): SchemaDefinition {
  const { parameters, strict, definitions, requires } = schema;
  const rules = requires.length === 0 ? {} : { requires };
  return Object.keys(definitions).length === 0
    ? { parameters, strict, ...rules }
    : { parameters, strict, definitions, ...rules };
}
