// Cold: runs once per nested parameter when its schema's check is generated.
// The straight-line code of a nested parameter's value, for generate-check.ts: type tests,
// properties, defaults and list loops written out; a node's own constraints and a union are
// handed to check-value.ts (`K`, `W`), whose messages are the same. Keys enter the code only as
// JSON literals and nodes and defaults only as closure values (`G`), so no definition can
// inject code.
import type { ParameterType } from "../parameter-type";
import type { CheckNode } from "./check-node";
import { boundsCode } from "./generate-bounds";
import { type ReferenceGeneration, referenceCode } from "./generate-reference";

/**
 * The expression that is true when `v` is NOT of the type. `v` is the only letter v in each,
 * so that another variable's name can take its place.
 */
export const MISMATCH: Readonly<Record<ParameterType, string>> = {
  string: 'typeof v!="string"',
  integer: "!Number.isInteger(v)",
  float: 'typeof v!="number"||v-v!==0',
  boolean: "v!==true&&v!==false",
  list: "!Array.isArray(v)",
  dictionary: 'typeof v!="object"||v===null||!D(v)',
};

const literal = JSON.stringify;

// A primitive default as code: JSON for strings, booleans and finite numbers; -0 keeps its sign.
const primitive = (value: unknown): string =>
  Object.is(value, -0) ? "-0" : (literal(value) as string);

/** Code that sets an own key, also `__proto__` (where `o[k]=v` would set the prototype). */
export function write(object: string, name: string, value: string): string {
  return name === "__proto__"
    ? `S(${object},"__proto__",${value})`
    : `${object}[${literal(name)}]=${value}`;
}

/**
 * What generating one check's code keeps: the nodes the code refers to, as `G[i]`, and the
 * functions of the named definitions its references reach.
 */
export interface NestedGeneration extends ReferenceGeneration {
  readonly nodes: unknown[];
}

function constant(generation: NestedGeneration, value: unknown): string {
  generation.nodes.push(value);
  return `G[${generation.nodes.length - 1}]`;
}

/**
 * The code that checks the value in variable `value` (present, never undefined) against
 * `node` (a type test and what follows it; an `any` value is handed to check-value.ts), at the path `q` holds, and in copy mode passes what to keep to `assign`.
 * @param depth - the nesting level, which names the variables of this level.
 */
export function nestedCode(
  generation: NestedGeneration,
  node: CheckNode,
  value: string,
  assign: ((expression: string) => string) | undefined,
  depth: number,
): string {
  const keep = (expression: string): string =>
    assign === undefined ? "" : `${assign(expression)};`;
  // A reference: the function of its named definition (which may lead back here, at any depth).
  if (node.type === "ref") return `{${referenceCode(generation, node, value, keep, nestedCode)}}`;
  if (node.type === "any") {
    // A union (or any value): the interpreted check picks the definition of the value's type.
    const call = `W(${constant(generation, node)},${value},c)`;
    return `{${keep(call) || `${call};`}}`;
  }
  let code = node.nullable ? `if(${value}===null){${keep("null")}}else ` : "";
  // A value of the wrong type is kept as it is in copy mode, as the interpreter keeps it.
  code += `if(${MISMATCH[node.type].replaceAll("v", value)}){T(m,k,q,${literal(node.type)},${value});${keep(value)}}else{`;
  if (node.constrained) {
    // A number's bounds alone: each tested and reported in place (generate-bounds.ts). Else a
    // quick test that is true whenever a constraint may be broken; check-value.ts then finds
    // the first broken one and reports it, so the messages are the interpreter's.
    code +=
      boundsCode(node, value) ??
      `if(${suspectCode(generation, node, value)})K(${constant(generation, node)},${value},c);`;
  }
  if (node.type === "list" && node.items !== undefined) {
    code += listCode(generation, node.items, value, keep, depth);
  } else if (
    node.type === "dictionary" &&
    (node.discriminator !== undefined || node.alternatives !== undefined)
  ) {
    code +=
      keep(`W(${constant(generation, node)},${value},c)`) ||
      `W(${constant(generation, node)},${value},c);`;
  } else if (
    node.type === "dictionary" &&
    (node.properties !== undefined || node.additional !== undefined)
  ) {
    code += dictionaryCode(generation, node, value, keep, depth);
  } else code += keep(value);
  return `${code}}`;
}

// The quick test of a node's constraints, on `value` already of the node's type.
function suspectCode(generation: NestedGeneration, node: CheckNode, value: string): string {
  const tests: string[] = [];
  const { only, allowed, minimum, maximum, minLength, maxLength, minItems, maxItems } = node;
  if (only !== undefined) tests.push(`${value}!==${primitive(only)}`);
  if (allowed !== undefined) {
    tests.push(
      allowed.length <= 12
        ? `(${allowed.map((item) => `${value}!==${primitive(item)}`).join("&&")})`
        : `!${constant(generation, new Set(allowed))}.has(${value})`,
    );
  }
  if (minimum !== undefined) tests.push(`${value}<${primitive(minimum)}`);
  if (maximum !== undefined) tests.push(`${value}>${primitive(maximum)}`);
  // Code points are at least half the code units: shorter than twice the minimum may be short.
  if (minLength !== undefined) tests.push(`${value}.length<${2 * minLength}`);
  if (maxLength !== undefined) tests.push(`${value}.length>${maxLength}`);
  if (node.pattern !== undefined)
    tests.push(`!${constant(generation, node.pattern)}.test(${value})`);
  if (node.format !== undefined) tests.push(`!${constant(generation, node.format)}(${value})`);
  if (minItems !== undefined) tests.push(`${value}.length<${minItems}`);
  if (maxItems !== undefined) tests.push(`${value}.length>${maxItems}`);
  if (node.uniqueItems || node.itemType !== undefined) tests.push("true");
  return tests.join("||");
}

function listCode(
  generation: NestedGeneration,
  items: CheckNode,
  value: string,
  keep: (expression: string) => string,
  depth: number,
): string {
  const [index, length, copy, item] = [`i${depth}`, `l${depth}`, `r${depth}`, `x${depth}`];
  const into = generation.copy
    ? (expression: string): string => `${copy}[${index}]=${expression}`
    : undefined;
  return `const ${length}=${value}.length${generation.copy ? `,${copy}=new Array(${length})` : ""};q.push(0);for(let ${index}=0;${index}<${length};${index}++){q[q.length-1]=${index};const ${item}=${value}[${index}];${nestedCode(generation, items, item, into, depth + 1)}}q.pop();${keep(generation.copy ? copy : value)}`;
}

function dictionaryCode(
  generation: NestedGeneration,
  node: CheckNode,
  value: string,
  keep: (expression: string) => string,
  depth: number,
): string {
  const output = generation.copy ? `o${depth}` : value;
  const read = `y${depth}`;
  let code = `let ${read};${generation.copy ? `const ${output}={};` : ""}`;
  for (const property of node.properties ?? []) {
    const key = literal(property.name);
    const { fallback } = property;
    const absent = property.required
      ? `q.push(${key});M(m,k,q);q.pop();`
      : fallback === undefined
        ? ""
        : `${write(output, property.name, typeof fallback === "object" ? `F(${constant(generation, fallback)})` : primitive(fallback))};`;
    const into = generation.copy
      ? (expression: string): string => write(output, property.name, expression)
      : undefined;
    // Own keys only, read as the interpreter reads them (an inherited getter never runs).
    code += `${read}=H(${value},${key})?${value}[${key}]:void 0;if(${read}===void 0){${absent}}else{q.push(${key});${nestedCode(generation, property.node, read, into, depth + 1)}q.pop()}`;
  }
  const { additional } = node;
  // Undeclared keys are allowed without `additionalProperties`: a copy keeps them as they are.
  // A for-in over own keys (as Object.keys lists them, in the same order) allocates nothing.
  if (additional === undefined && generation.copy) {
    const [name, item] = [`z${depth}`, `u${depth}`];
    const names = constant(generation, node.names);
    code += `for(const ${name} in ${value}){if(!H(${value},${name}))continue;const ${item}=${value}[${name}];if(${item}!==void 0&&!${names}.includes(${name}))S(${output},${name},${item})}`;
  } else if (additional !== undefined) {
    const [name, item] = [`z${depth}`, `u${depth}`];
    const names = constant(generation, node.names);
    const into = generation.copy
      ? (expression: string): string => `S(${output},${name},${expression})`
      : undefined;
    const check =
      additional === false
        ? "Y(m,k,q);"
        : nestedCode(generation, additional, item, into, depth + 1);
    code += `for(const ${name} in ${value}){if(!H(${value},${name}))continue;const ${item}=${value}[${name}];if(${item}===void 0||${names}.includes(${name}))continue;q.push(${name});${check}q.pop()}`;
  }
  return code + keep(output);
}
