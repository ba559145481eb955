// Compiles a schema into one straight-line JavaScript function, where the runtime allows
// code generation from strings. Names and messages enter the code only as JSON string
// literals and defaults only as closure values, so no definition can inject code.
import { freshCopy, setOwn } from "./copy-value";
import { isDictionary, kindOf } from "./kind-of";
import type { ParameterDefinition } from "./parameter-definition";
import type { ParameterType } from "./parameter-type";

/** A compiled check: reads `values`, adds problems, writes defaults (in place or to `target`). */
export type CheckFunction = (
  values: unknown,
  messages: string[],
  keys: (string | undefined)[] | undefined,
  target: Record<string, unknown> | undefined,
) => void;

/** The expression that is true when `v` is NOT of the type. */
const MISMATCH: Readonly<Record<ParameterType, string>> = {
  string: 'typeof v !== "string"',
  integer: "!Number.isInteger(v)",
  float: 'typeof v !== "number" || v - v !== 0',
  boolean: "v !== true && v !== false",
  list: "!Array.isArray(v)",
  dictionary: "!isDictionary(v)",
};

const literal = (text: string): string => JSON.stringify(text);

function report(message: string, key: string): string {
  return `{ messages.push(${message}); if (keys !== undefined) keys.push(${key}); }`;
}

function write(object: string, parameter: ParameterDefinition, value: string): string {
  // `object["__proto__"] = v` would set the prototype; only that name needs the slow path.
  return parameter.name === "__proto__"
    ? `setOwn(${object}, "__proto__", ${value});`
    : `${object}[${literal(parameter.name)}] = ${value};`;
}

function parameterCode(parameter: ParameterDefinition, index: number): string {
  const name = literal(parameter.name);
  const value = parameter.default;
  const hasDefault = parameter.required === false && value !== undefined;
  const missing = hasDefault
    ? write(
        "output",
        parameter,
        typeof value === "object" ? `freshCopy(defaults[${index}])` : `defaults[${index}]`,
      )
    : parameter.required !== false
      ? report(literal(`Missing required parameter: '${parameter.name}'`), name)
      : "";
  const prefix = literal(`Parameter '${parameter.name}': expected type '${parameter.type}', got '`);
  // A value only Object.prototype could have lent is checked for ownership; others skip it.
  return `v = values[${name}];
  if (v !== undefined && ${name} in prototype && !hasOwn(values, ${name})) v = undefined;
  if (v === undefined) { ${missing} }
  else { present++; if (${MISMATCH[parameter.type]}) ${report(`${prefix} + kindOf(v) + "'"`, name)}
  else if (target !== undefined) { ${write("target", parameter, "v")} } }`;
}

// Every own key declared and present means no unknown one: the scan is skipped then.
const STRICT_CODE = `const own = Object.keys(values);
  if (own.length !== present) for (const key of own) {
    if (!names.has(key) && values[key] !== undefined) ${report(`"Unknown parameter: '" + key + "'"`, "key")}
  }`;

/**
 * Generates the check of a schema as one function, or gives `undefined` where the runtime
 * refuses code generation from strings (a CSP, `--disallow-code-generation-from-strings`).
 * @param parameters - the checked, frozen parameters.
 * @param strict - whether unknown parameters are errors.
 * @returns the generated function, or undefined.
 */
export function generateCheck(
  parameters: readonly ParameterDefinition[],
  strict: boolean,
): CheckFunction | undefined {
  const body = `"use strict";
return function check(values, messages, keys, target) {
  if (!isDictionary(values)) { messages.push("Expected a dictionary of parameters, got '" + kindOf(values) + "'"); if (keys !== undefined) keys.push(undefined); return; }
  const output = target === undefined ? values : target;
  let v; let present = 0;
  ${parameters.map(parameterCode).join("\n  ")}
  ${strict ? STRICT_CODE : ""}
};`;
  try {
    const factory = new Function(
      "hasOwn",
      "isDictionary",
      "kindOf",
      "setOwn",
      "freshCopy",
      "defaults",
      "names",
      "prototype",
      body,
    );
    const defaults = parameters.map((parameter) => parameter.default);
    const names = new Set(parameters.map((parameter) => parameter.name));
    return factory(
      Object.hasOwn,
      isDictionary,
      kindOf,
      setOwn,
      freshCopy,
      defaults,
      names,
      Object.prototype,
    );
  } catch (error) {
    if (error instanceof EvalError) return undefined;
    throw error;
  }
}
