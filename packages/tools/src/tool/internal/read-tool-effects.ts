// Reads a tool's declared effects once, at construction: MCP's conservative defaults, the
// implications of `readOnly`, and a SemanticError for anything else.
import { SemanticError } from "../../errors/semantic-error";
import { kindOf } from "../../internal/schema-values";
import type { ToolEffects } from "../tool-effects";

const KEYS = ["readOnly", "destructive", "idempotent", "openWorld"] as const;

/** The effects of a tool that declares none: it may change and destroy, and is not repeatable. */
const DEFAULT_EFFECTS: Readonly<ToolEffects> = Object.freeze({
  readOnly: false,
  destructive: true,
  idempotent: false,
  openWorld: true,
});

const READ_ONLY_EFFECTS: Readonly<ToolEffects> = Object.freeze({
  readOnly: true,
  destructive: false,
  idempotent: true,
  openWorld: true,
});

/**
 * Checks a tool's declared effects and fills in the defaults.
 * @param declared - a partial `ToolEffects`, or undefined for none.
 * @param toolName - the tool, for messages.
 * @param field - how the declaration is named in messages (`TOOL_EFFECTS` or `effects`).
 * @returns frozen effects, every field set.
 * @throws SemanticError for a declaration that is not an object, an unknown key, a value
 * that is not a boolean, or `readOnly: true` with `destructive: true` or `idempotent: false`.
 */
export function readToolEffects(
  declared: unknown,
  toolName: string,
  field: string,
): Readonly<ToolEffects> {
  if (declared === undefined || declared === null) return DEFAULT_EFFECTS;
  if (typeof declared !== "object" || Array.isArray(declared)) {
    throw new SemanticError(
      `${field} of tool '${toolName}' must be an object, got '${kindOf(declared)}'.`,
    );
  }
  const given = declared as Record<string, unknown>;
  for (const key of Object.keys(given)) {
    if (!(KEYS as readonly string[]).includes(key)) {
      throw new SemanticError(
        `Unknown key '${key}' in ${field} of tool '${toolName}': use ${KEYS.join(", ")}.`,
      );
    }
    const value = given[key];
    if (value !== undefined && typeof value !== "boolean") {
      throw new SemanticError(
        `${field}.${key} of tool '${toolName}' must be a boolean, got '${kindOf(value)}'.`,
      );
    }
  }
  const { readOnly, destructive, idempotent, openWorld } = given as Partial<ToolEffects>;
  if (readOnly === true) {
    if (destructive === true) throw contradiction(toolName, field, "destructive: true");
    if (idempotent === false) throw contradiction(toolName, field, "idempotent: false");
    return openWorld === false
      ? Object.freeze({ ...READ_ONLY_EFFECTS, openWorld })
      : READ_ONLY_EFFECTS;
  }
  return Object.freeze({
    readOnly: false,
    destructive: destructive ?? true,
    idempotent: idempotent ?? false,
    openWorld: openWorld ?? true,
  });
}

function contradiction(toolName: string, field: string, other: string): SemanticError {
  return new SemanticError(
    `${field} of tool '${toolName}' contradict each other: readOnly: true with ${other} ` +
      "(a read-only tool changes nothing, so it destroys nothing and can be repeated).",
  );
}
