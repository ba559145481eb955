// Hot path: the function generated here runs on every call once a schema is hot.
// Compiles a schema into one straight-line JavaScript function, where the runtime allows
// code generation from strings. Names and primitive defaults enter the code only as JSON
// literals and other defaults only as closure values, so no definition can inject code. The
// messages are built by the same functions as the interpreter's, and only on a problem.
import type { ParameterDefinition } from "../parameter-definition";
import type { ParameterType } from "../parameter-type";
import type { CheckFunction } from "./check-function";
import { isNested } from "./check-nested-parameter";
import { nodeOf } from "./check-node";
import { checkNode, reportConstraints, reportTooDeep } from "./check-value";
import { freshCopy } from "./copy-value";
import { reportBound } from "./generate-bounds";
import { MISMATCH, type NestedGeneration, nestedCode, write } from "./generate-nested";
import { hasPlainPrototype } from "./has-plain-prototype";
import { reportMissingAt, reportTypeAt, reportUnknownAt } from "./nested-messages";
import { setOwn } from "./set-own";
import {
  boundPrefix,
  enumPrefix,
  itemsPrefix,
  mismatchPrefix,
  missingMessage,
  reportBreach,
  reportItem,
  reportMismatch,
  reportNotDictionary,
  reportUnknown,
} from "./validation-messages";

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

// The shape hint `try{"constructor"in x}catch{}` (written out below for `o` and `v`) is asked
// right before `hasPlainPrototype` (`D`) reads the prototype, on a straight path with no branch
// between: it runs no getter, ignores a throwing `has` trap, and makes the prototype read free.
// Why: docs/decisions/how-the-schema-checks-values.md.

// The code of one parameter. In place, a default goes into the input and a valid value needs
// nothing more; into a copy, both go into the target `t`.
function parameterCode(
  parameter: ParameterDefinition,
  index: number,
  copy: boolean,
  generation: NestedGeneration,
): string {
  const { name, type, required, default: value } = parameter;
  const key = literal(name);
  const absent =
    required !== false
      ? `m.push(${literal(missingMessage(name))});if(k)k.push(${key})`
      : value === undefined
        ? ""
        : write(copy ? "t" : "o", name, literalOf(value) ?? `F(p[${index}].default)`);
  const wrong = `E(m,k,${key},${literal(mismatchPrefix(name, type))},v)`;
  const accept = copy ? `else ${write("t", name, "v")}` : "";
  // A nested parameter's value: its own straight-line code (generate-nested.ts), with the path
  // in `q` for its messages.
  const into = copy ? (expression: string): string => write("t", name, expression) : undefined;
  const present = isNested(parameter)
    ? `{q.push(${key});${nestedCode(generation, nodeOf(parameter), "v", into, 0)}q.pop()}`
    : type === "dictionary"
      ? `if(typeof v!="object"||v===null)${wrong};else{try{"constructor"in v}catch{}if(!D(v))${wrong};${accept}}`
      : // Not nested: one of the six types (an `any` parameter is nested).
        `if(${MISMATCH[type as ParameterType]})${wrong};${constraintCode(parameter, index, accept)}`;
  // A value only Object.prototype could have lent is checked for ownership; others skip it.
  return `v=o[${key}];if(v!==void 0&&${key} in P&&!H(o,${key}))v=void 0;
if(v===void 0){${absent}}else ${present}`;
}

/** The most values of a string enum tested by comparisons; a longer one is looked up in a Set. */
const ENUM_COMPARISONS = 12;

/** Past this many numbers a Set too: a function of a million comparisons takes seconds to compile. */
const NUMBER_COMPARISONS = 256;

const usesSet = (allowed: readonly (string | number)[] | undefined): boolean =>
  allowed !== undefined &&
  allowed.length > ENUM_COMPARISONS &&
  (typeof allowed[0] === "string" || allowed.length > NUMBER_COMPARISONS);

// The Set of each long string enum, made once with the function, private to it.
function enumSets(parameters: readonly ParameterDefinition[]): string {
  let code = "";
  parameters.forEach((parameter, index) => {
    if (usesSet(parameter.enum)) code += `const A${index}=new Set(p[${index}].enum);`;
  });
  return code;
}

// The code of a parameter's constraints, after its type test passed: for `items` a loop with
// the item type test inline, else an `else if` for each of `enum`, `minimum` and `maximum` with
// its message's start as a literal; then `accept`. Nothing for a parameter without constraints.
function constraintCode(parameter: ParameterDefinition, index: number, accept: string): string {
  const { name, enum: allowed, minimum, maximum } = parameter;
  // A flat parameter: `items` is a type name (a definition makes the parameter nested).
  const items = parameter.items as ParameterType | undefined;
  const key = literal(name);
  if (items !== undefined) {
    const report = `I(m,k,${key},${literal(itemsPrefix(name, items))},i,x)`;
    return `else{let i=0,n=v.length,x;for(;i<n;i++){x=v[i];if(${MISMATCH[items].replaceAll("v", "x")})break}if(i<n)${report};${accept}}`;
  }
  let code = "";
  if (allowed !== undefined) {
    // Comparisons with literals, except for a long list of strings: a Set (its `has` compares
    // as SameValueZero, as the interpreter's `includes`). Measured on values from JSON.parse:
    // comparisons win for numbers at any length, and for strings up to about 12 values (a
    // miss 4-6 ns against 7-9 ns, a hit 1-12 ns against 10-11 ns).
    const test = usesSet(allowed)
      ? `!A${index}.has(v)`
      : allowed.map((value) => `v!==${literalOf(value)}`).join("&&");
    code += `else if(${test})R(m,k,${key},${literal(enumPrefix(name, allowed))},v);`;
  }
  if (minimum !== undefined) {
    code += `else if(v<${literalOf(minimum)})R(m,k,${key},${literal(boundPrefix(name, "least", minimum))},v);`;
  }
  if (maximum !== undefined) {
    code += `else if(v>${literalOf(maximum)})R(m,k,${key},${literal(boundPrefix(name, "most", maximum))},v);`;
  }
  return code + accept;
}

/**
 * Generates the check of a schema as one function, or gives `undefined` where the runtime
 * refuses code generation from strings (a CSP, `--disallow-code-generation-from-strings`).
 * Each function serves one way of calling it, which spares every call a branch per parameter.
 * @param parameters - the checked, frozen parameters.
 * @param copy - false for a check in place (called with no target: defaults go into the input),
 * true for a check into a copy (always called with a target).
 */
export function generateCheck(
  parameters: readonly ParameterDefinition[],
  strict: boolean,
  copy: boolean,
): CheckFunction | undefined {
  if (refused) return undefined;
  const generation: NestedGeneration = { nodes: [], copy, functions: new Map(), definitions: [] };
  const code = parameters.map((parameter, index) =>
    parameterCode(parameter, index, copy, generation),
  );
  // The path of a nested value's messages, and what check-value.ts takes, made per call.
  const path = parameters.some(isNested)
    ? `const q=[],c={messages:m,keys:k,path:q,copy:${copy}};`
    : "";
  // The functions of the named definitions (generate-reference.ts), made once with the check.
  const body = `"use strict";${enumSets(parameters)}${generation.definitions.join("")}return(o,m,k,t)=>{if(typeof o!="object"||o===null)return X(m,k,o);try{"constructor"in o}catch{}if(!D(o))return X(m,k,o);let v;${path}
${code.join("\n")}
${strict ? "U(N,o,m,k)" : ""}}`;
  try {
    return new Function("H,D,S,F,p,N,P,E,U,X,R,I,G,K,W,T,M,Y,Z,B", body)(
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
      reportBreach,
      reportItem,
      generation.nodes,
      reportConstraints,
      checkNode,
      reportTypeAt,
      reportMissingAt,
      reportUnknownAt,
      reportTooDeep,
      reportBound,
    );
  } catch (error) {
    refused = error instanceof EvalError;
    if (refused) return undefined;
    throw error;
  }
}
