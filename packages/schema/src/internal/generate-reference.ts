// Cold: runs once per reference when its schema's check is generated.
// A reference (`type: "ref"`) in the generated check: a call of one function generated for its
// named definition (`d0`, `d1`, ...), which calls itself where the definition recurses. So a
// tree is checked by generated code at every depth, each node a plain call, instead of being
// handed to the interpreter at the first reference. The depth bound and its message are the
// interpreter's (check-value.ts): both tiers refuse the same values, with the same words.
import type { CheckNode } from "./check-node";
import { targetOf } from "./check-node";
import { MAX_VALUE_DEPTH } from "./check-value";

/** What generating a schema's references keeps: one function per named definition reached. */
export interface ReferenceGeneration {
  /** true: fresh copies go to the target; false: in place. */
  readonly copy: boolean;
  /** The function's name of each named definition's node, given before its code is written. */
  readonly functions: Map<CheckNode, string>;
  /** The code of each function, declared beside the check that calls them. */
  readonly definitions: string[];
}

/** Writes the code of a value against a node (generate-nested.ts's `nestedCode`). */
type WriteNested<TGeneration> = (
  generation: TGeneration,
  node: CheckNode,
  value: string,
  assign: ((expression: string) => string) | undefined,
  depth: number,
) => string;

/**
 * The code that checks the value in variable `value` against a reference `node`: null where
 * the reference is nullable, the depth bound (`Z` reports it), then the call of its named
 * definition's function, whose result `keep` passes on in copy mode.
 * @param nested - writes a definition's code (passed in, so that this file imports no writer).
 */
export function referenceCode<TGeneration extends ReferenceGeneration>(
  generation: TGeneration,
  node: CheckNode,
  value: string,
  keep: (expression: string) => string,
  nested: WriteNested<TGeneration>,
): string {
  const call = `${functionOf(generation, targetOf(node), nested)}(${value},m,k,q,c)`;
  const nullable = node.nullable ? `if(${value}===null){${keep("null")}}else ` : "";
  return `${nullable}if(q.length>${MAX_VALUE_DEPTH}&&typeof ${value}=="object"&&${value}!==null){Z(m,k,q);${keep(value)}}else{${keep(call) || `${call};`}}`;
}

// The name of the function of a named definition's node, its code written on first use. The
// name is taken before the code is written, so a definition that refers to itself calls itself.
function functionOf<TGeneration extends ReferenceGeneration>(
  generation: TGeneration,
  target: CheckNode,
  nested: WriteNested<TGeneration>,
): string {
  const known = generation.functions.get(target);
  if (known !== undefined) return known;
  const name = `d${generation.functions.size}`;
  generation.functions.set(target, name);
  // Its own scope: the variables of each level start again at depth 0. In copy mode it gives
  // back the value to keep (the value itself when it is of the wrong type, as the interpreter).
  const body = generation.copy
    ? `let r=v;${nested(generation, target, "v", (expression) => `r=${expression}`, 0)}return r`
    : nested(generation, target, "v", undefined, 0);
  generation.definitions.push(`function ${name}(v,m,k,q,c){${body}}`);
  return name;
}
