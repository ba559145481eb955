// Compiles a schema into one straight-line JavaScript function, where the runtime allows
// code generation from strings. Names, messages and primitive defaults enter the code only as
// JSON literals and other defaults only as closure values, so no definition can inject code.
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
  string: 'typeof v!="string"',
  integer: "!Number.isInteger(v)",
  float: 'typeof v!="number"||v-v!==0',
  boolean: "v!==true&&v!==false",
  list: "!Array.isArray(v)",
  dictionary: "!D(v)",
};

const literal = JSON.stringify;

/**
 * Code that builds a fresh copy of a default on every run: a JSON literal for strings,
 * numbers and booleans, an array or object literal for lists and dictionaries of those.
 * Anything else (a null-prototype dictionary, `__proto__`, a Date inside a list) is undefined.
 */
export function literalOf(value: unknown): string | undefined {
  if (typeof value === "string" || typeof value === "boolean") return literal(value);
  // JSON drops the sign of -0; every other finite number round-trips.
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : literal(value);
  if (value === null) return "null";
  if (typeof value !== "object") return undefined;
  const list = Array.isArray(value);
  if (!list && Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  const parts: string[] = [];
  for (const key of Object.keys(value)) {
    const code = literalOf((value as Record<string, unknown>)[key]);
    if (code === undefined || key === "__proto__") return undefined;
    parts.push(list ? code : `${literal(key)}:${code}`);
  }
  // Holes and extra keys make the key count differ from the length.
  if (list && parts.length !== value.length) return undefined;
  return list ? `[${parts}]` : `{${parts}}`;
}

function report(message: string, key: string): string {
  return `{m.push(${message});if(k)k.push(${key})}`;
}

function write(object: string, name: string, value: string): string {
  // `object["__proto__"] = v` would set the prototype; only that name needs the slow path.
  return name === "__proto__"
    ? `S(${object},"__proto__",${value})`
    : `${object}[${literal(name)}]=${value}`;
}

function parameterCode(parameter: ParameterDefinition, index: number): string {
  const { name, type, required, default: value } = parameter;
  const key = literal(name);
  const missing =
    required !== false
      ? report(literal(`Missing required parameter: '${name}'`), key)
      : value === undefined
        ? ""
        : write("w", name, literalOf(value) ?? `F(d[${index}])`);
  const prefix = literal(`Parameter '${name}': expected type '${type}', got '`);
  // A value only Object.prototype could have lent is checked for ownership; others skip it.
  return `v=o[${key}];if(v!==void 0&&${key} in P&&!H(o,${key}))v=void 0;
if(v===void 0){${missing}}else{if(${MISMATCH[type]})${report(`${prefix}+K(v)+"'"`, key)}else if(t)${write("t", name, "v")}}`;
}

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
  // The strict scan always runs: a count of present declared keys against Object.keys would
  // let a non-enumerable declared key hide an unknown one.
  const body = `"use strict";return function(o,m,k,t){if(!D(o)){m.push("Expected a dictionary of parameters, got '"+K(o)+"'");if(k)k.push(void 0);return}
let w=t===void 0?o:t,v;
${parameters.map(parameterCode).join("\n")}
${strict ? `for(const x of Object.keys(o))if(!N.has(x)&&o[x]!==void 0)${report(`"Unknown parameter: '"+x+"'"`, "x")}` : ""}}`;
  try {
    return new Function("H", "D", "K", "S", "F", "d", "N", "P", body)(
      Object.hasOwn,
      isDictionary,
      kindOf,
      setOwn,
      freshCopy,
      parameters.map((parameter) => parameter.default),
      new Set(parameters.map((parameter) => parameter.name)),
      Object.prototype,
    );
  } catch (error) {
    if (error instanceof EvalError) return undefined;
    throw error;
  }
}
