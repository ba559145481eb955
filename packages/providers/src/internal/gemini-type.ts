// The data types of Gemini's Schema, as the `Type` enum of `@google/genai` spells them.
//
// TypeScript relates two string enums of the same name member by member, so values of this
// enum are assignable to the SDK's `Type` without a dependency on the SDK. Keep the name `Type`
// and the values exactly as the SDK has them.

/** The data type of a Gemini Schema node (the subset kit declares). */
export enum Type {
  /** A string. */
  STRING = "STRING",
  /** Any number. */
  NUMBER = "NUMBER",
  /** A whole number. */
  INTEGER = "INTEGER",
  /** `true` or `false`. */
  BOOLEAN = "BOOLEAN",
  /** A list. */
  ARRAY = "ARRAY",
  /** An object. */
  OBJECT = "OBJECT",
}
