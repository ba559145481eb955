// The schemas the corpus is checked against: every type, defaults, prototype-named keys.
import type { ParameterDefinition } from "@kit/schema";

/** Parameters of every type, with list and dictionary defaults and prototype-ish names. */
export const HOSTILE_PARAMETERS: readonly ParameterDefinition[] = [
  { name: "city", type: "string" },
  { name: "count", type: "integer", required: false, default: 1 },
  { name: "ratio", type: "float", required: false },
  { name: "flag", type: "boolean", required: false },
  { name: "tags", type: "list", required: false, default: ["a"] },
  { name: "meta", type: "dictionary", required: false, default: { nested: { x: 1 } } },
  { name: "__proto__", type: "string", required: false },
  { name: "constructor", type: "dictionary", required: false },
];

/** The names declared above. */
export const DECLARED: ReadonlySet<string> = new Set(HOSTILE_PARAMETERS.map((p) => p.name));

/** Every message validate may return for these parameters: a pattern per message kind. */
export const MESSAGE_PATTERN: RegExp =
  /^(Missing required parameter: '[^']+'|Parameter '[^']+': expected type '[a-z]+', got '[A-Za-z-]+'|Unknown parameter: '.*'|Expected a dictionary of parameters, got '[A-Za-z-]+')$/s;
