// The changes between two contracts of one tool (or its arrival or removal): the tool's own
// fields, its schemas, its effects, and the parameters through compare-parameters.ts.
import type { SchemaDefinition } from "@kit/schema";
import type { ToolEffects } from "../../tool/tool-effects";
import type { ToolContract } from "../tool-contract";
import { type ChangeEntry, changeEntry, Section } from "./change-entry";
import { compareDefinitions } from "./compare-definitions";
import { compareParameters } from "./compare-parameters";
import { compareRequires } from "./compare-requires";

/** The kinds of change of a tool itself, in the order their lines appear. */
const Order = {
  Presence: 0,
  Version: 1,
  Description: 2,
  InputSchema: 3,
  InputStrict: 4,
  OutputSchema: 5,
  OutputStrict: 6,
  Effects: 7,
} as const;

// The direction in which each effect becomes less safe: the value it then has.
const LESS_SAFE: readonly (readonly [keyof ToolEffects, boolean])[] = [
  ["readOnly", false],
  ["destructive", true],
  ["idempotent", false],
  ["openWorld", true],
];

/** Every change from `before` to `after`, either of which may be missing (added, removed). */
export function compareTool(
  name: string,
  before: ToolContract | undefined,
  after: ToolContract | undefined,
): ChangeEntry[] {
  if (before === undefined) return [toolEntry(name, Order.Presence, "tool added", false)];
  if (after === undefined) return [toolEntry(name, Order.Presence, "tool removed", true)];
  const changes: ChangeEntry[] = [];
  if (before.version !== after.version) {
    changes.push({
      ...toolEntry(
        name,
        Order.Version,
        `version changed from '${before.version}' to '${after.version}'`,
        false,
      ),
      isVersion: true,
    });
  }
  if (before.description !== after.description) {
    changes.push(toolEntry(name, Order.Description, "description changed", false));
  }
  changes.push(...compareSchema(name, "input", before.input, after.input));
  changes.push(...compareSchema(name, "output", before.output, after.output));
  LESS_SAFE.forEach(([effect, lessSafe], index) => {
    const was = before.effects[effect];
    const is = after.effects[effect];
    if (was === is) return;
    changes.push(
      toolEntry(
        name,
        Order.Effects + index,
        `effect '${effect}' changed from ${was} to ${is}`,
        is === lessSafe,
      ),
    );
  });
  return changes;
}

function compareSchema(
  tool: string,
  direction: "input" | "output",
  before: SchemaDefinition | null,
  after: SchemaDefinition | null,
): ChangeEntry[] {
  const isInput = direction === "input";
  const schemaOrder = isInput ? Order.InputSchema : Order.OutputSchema;
  if (before === null && after === null) return [];
  // Input: without a schema the tool took any dictionary, all keys passed on; with one, keys it
  // does not declare are dropped (or refused) and its checks apply. Removing it drops the
  // defaults and checks callers relied on. Output: a schema drops undeclared keys consumers may
  // have read; removing it takes away the shape they relied on. All four are breaking.
  if (before === null) return [toolEntry(tool, schemaOrder, `${direction} schema added`, true)];
  if (after === null) return [toolEntry(tool, schemaOrder, `${direction} schema removed`, true)];
  const changes: ChangeEntry[] = [];
  const wasStrict = before.strict === true;
  const isStrict = after.strict === true;
  if (wasStrict !== isStrict) {
    // Strict inputs make unknown keys errors; consumers of an output never see unknown keys
    // either way (they are dropped or refused), so output strictness is the tool's own affair.
    changes.push(
      toolEntry(
        tool,
        schemaOrder + 1,
        isStrict ? `${direction} made strict` : `${direction} no longer strict`,
        isInput && isStrict,
      ),
    );
  }
  changes.push(...compareDefinitions(tool, direction, before, after));
  changes.push(...compareRequires(tool, direction, before, after));
  changes.push(...compareParameters(tool, direction, before, after));
  return changes;
}

function toolEntry(tool: string, order: number, text: string, breaking: boolean): ChangeEntry {
  return changeEntry(tool, Section.Tool, "", order, text, breaking);
}
