// Names a provider refuses are found before a request is sent, all at once.
import { SemanticError } from "@kit/tools";

/** One provider's rule for a kind of name. */
export interface NameRule {
  /** What the rule applies to, for the message: `tool name`, `parameter name`. */
  readonly kind: string;
  /** The test a name must pass. */
  readonly pattern: RegExp;
  /** The rule in words, for the message. */
  readonly description: string;
}

/** One name to check: the name, its rule, and for a parameter the tool it belongs to. */
export interface NameToCheck {
  readonly name: string;
  readonly rule: NameRule;
  /** Where the name is, such as `tool 'fetch_weather'`; nothing for a tool's own name. */
  readonly where?: string | undefined;
}

/**
 * Throws one SemanticError naming every name that breaks its rule, with the rule.
 * @param format - the format's name, for the message.
 */
export function checkNames(format: string, names: readonly NameToCheck[]): void {
  const problems = nameProblems(names);
  if (problems.length > 0) {
    throw new SemanticError(
      `The ${format} format cannot declare these names:${problems.map((problem) => `\n  ${problem}`).join("")}`,
    );
  }
}

/** Each name that breaks its rule, in words (where it is, the name, the rule). */
export function nameProblems(names: readonly NameToCheck[]): string[] {
  return names
    .filter(({ name, rule }) => !rule.pattern.test(name))
    .map(
      ({ name, rule, where }) =>
        `${where === undefined ? "" : `${where}: `}${rule.kind} ${escapeUnseen(JSON.stringify(shorten(name)))} ${rule.description}`,
    );
}

// Characters that hide or reorder what a terminal shows (bidi controls, zero-width marks): a
// message shows their code instead. JSON.stringify already escapes the control characters.
const UNSEEN = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** The text with every bidi or zero-width character written as its `\uXXXX` escape. */
function escapeUnseen(text: string): string {
  return text.replace(
    UNSEEN,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** A tool name as messages show it: cut past 80 characters, controls and bidi escaped. */
export function shownName(name: string): string {
  return escapeUnseen(JSON.stringify(shorten(name)).slice(1, -1));
}

// A hostile name (a megabyte of text) is named, not copied whole into the message.
function shorten(name: string): string {
  return name.length > 80 ? `${name.slice(0, 80)}...` : name;
}
