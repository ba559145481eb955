// Compiles a schema into one straight-line JavaScript function, where the runtime allows
// code generation from strings. Names and primitive defaults enter the code only as JSON
// literals and other defaults only as closure values, so no definition can inject code. The
// messages are built by the same functions as the interpreter's, and only on a problem.
import { freshCopy, setOwn } from "./copy-value";
import { hasPlainPrototype } from "./kind-of";
import type { ParameterDefinition } from "./parameter-definition";
import type { ParameterType } from "./parameter-type";
import {
  mismatchPrefix,
  missingMessage,
  reportMismatch,
  reportNotDictionary,
  reportUnknown,
} from "./value-problems";

/** A compiled check: reads `values`, adds problems, writes defaults (in place or to `target`). */
export type CheckFunction = (
  values: unknown,
  messages: string[],
  keys: (string | undefined)[] | undefined,
  target: Record<string, unknown> | undefined,
) => void;

/**
 * The expression that is true when the variable is not a dictionary: `isDictionary` written
 * out, so that its `in` test is made at this site and teaches V8 the shapes seen here (see
 * `hasPlainPrototype`).
 */
function notDictionary(variable: string): string {
  return `(typeof ${variable}!="object"||${variable}===null||!D(${variable},"constructor"in ${variable}))`;
}

/** The expression that is true when `v` is NOT of the type. */
const MISMATCH: Readonly<Record<ParameterType, string>> = {
  string: 'typeof v!="string"',
  integer: "!Number.isInteger(v)",
  float: 'typeof v!="number"||v-v!==0',
  boolean: "v!==true&&v!==false",
  list: "!Array.isArray(v)",
  dictionary: notDictionary("v"),
};

const literal = JSON.stringify;

// Set once the runtime has refused code generation: no schema asks again.
let refused = false;

/**
 * Code that builds a fresh copy of a default on every run: a literal for strings, numbers,
 * booleans and null, an array or object literal for lists and dictionaries of those. Anything
 * else (a null-prototype dictionary, `__proto__`, a Date inside a list) is undefined.
 */
export function literalOf(value: unknown): string | undefined {
  if (typeof value === "string") return literal(value);
  if (typeof value === "number" || typeof value === "boolean" || value === null) {
    // String keeps NaN and Infinity (JSON would write null); only -0 needs its sign written.
    return Object.is(value, -0) ? "-0" : String(value);
  }
  const list = Array.isArray(value);
  if (typeof value !== "object" || (!list && Object.getPrototypeOf(value) !== Object.prototype))
    return undefined;
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

function write(object: string, name: string, value: string): string {
  // `object["__proto__"] = v` would set the prototype; only that name needs the slow path.
  return name === "__proto__"
    ? `S(${object},"__proto__",${value})`
    : `${object}[${literal(name)}]=${value}`;
}

function parameterCode(parameter: ParameterDefinition, index: number): string {
  const { name, type, required, default: value } = parameter;
  const key = literal(name);
  const absent =
    required !== false
      ? `m.push(${literal(missingMessage(name))});if(k)k.push(${key})`
      : value === undefined
        ? ""
        : write("w", name, literalOf(value) ?? `F(p[${index}].default)`);
  // A value only Object.prototype could have lent is checked for ownership; others skip it.
  return `v=o[${key}];if(v!==void 0&&${key} in P&&!H(o,${key}))v=void 0;
if(v===void 0){${absent}}else if(${MISMATCH[type]})E(m,k,${key},${literal(mismatchPrefix(name, type))},v);else if(t)${write("t", name, "v")}`;
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
  if (refused) return undefined;
  const body = `"use strict";return(o,m,k,t)=>{if(${notDictionary("o")})return X(m,k,o);let w=t===void 0?o:t,v;
${parameters.map(parameterCode).join("\n")}
${strict ? "U(N,o,m,k)" : ""}}`;
  try {
    return new Function("H,D,S,F,p,N,P,E,U,X", body)(
      Object.hasOwn,
      hasPlainPrototype,
      setOwn,
      freshCopy,
      parameters,
      parameters.map((parameter) => parameter.name),
      Object.prototype,
      reportMismatch,
      reportUnknown,
      reportNotDictionary,
    );
  } catch (error) {
    refused = error instanceof EvalError;
    if (refused) return undefined;
    throw error;
  }
}
