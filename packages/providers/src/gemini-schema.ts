// A node of Gemini's Schema subset: the type of a declaration's parameters, on its own so that
// the format and the builder in internal/ both name it without importing each other.
import type { Type } from "./internal/gemini-type";

/**
 * A node of Gemini's Schema, as kit declares it: assignable to `Schema` of `@google/genai`.
 * Integers written as text (`maxLength`, `maxProperties`) follow the API's int64 encoding.
 */
export interface GeminiSchema {
  type?: Type;
  format?: string;
  description?: string;
  enum?: string[];
  items?: GeminiSchema;
  properties?: Record<string, GeminiSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minLength?: string;
  maxLength?: string;
  pattern?: string;
  minItems?: string;
  maxItems?: string;
  maxProperties?: string;
  nullable?: boolean;
  anyOf?: GeminiSchema[];
  default?: unknown;
}
