import { freshCopy } from "./copy-value";
import type { ParameterDefinition } from "./parameter-definition";
import type { ParameterType } from "./parameter-type";

/** A parameter prepared once for fast checks: everything a call needs, precomputed. */
export interface CompiledParameter {
  readonly name: string;
  readonly type: ParameterType;
  readonly required: boolean;
  readonly hasDefault: boolean;
  /** Gives the default: the value itself for primitives, a fresh deep copy otherwise. */
  readonly makeDefault: () => unknown;
  readonly missingMessage: string;
  /** The start of the type message, up to and including "got '". */
  readonly typeMessagePrefix: string;
}

/**
 * Prepares a checked, frozen parameter for validation.
 * @param parameter - a parameter as read from a valid definition.
 * @returns its compiled form.
 */
export function compileParameter(parameter: ParameterDefinition): CompiledParameter {
  const value = parameter.default;
  const needsCopy = typeof value === "object" && value !== null;
  return {
    name: parameter.name,
    type: parameter.type,
    required: parameter.required !== false,
    hasDefault: parameter.required === false && value !== undefined,
    makeDefault: needsCopy ? () => freshCopy(value) : () => value,
    missingMessage: `Missing required parameter: '${parameter.name}'`,
    typeMessagePrefix: `Parameter '${parameter.name}': expected type '${parameter.type}', got '`,
  };
}
