// A schema's rules about which parameters go together (`requires`) in a tool's contract: kept as
// JSON data, read back from a lock, and compared rule by rule (a rule added to an input, or
// removed from an output, is breaking).
import type { Requirement } from "@kit/schema";
import { expect, test } from "vitest";
import { defineTool } from "../tool/define-tool";
import { compareContracts } from "./compare-contracts";
import { readContract } from "./internal/read-contract";
import { type ToolContract, toolContract } from "./tool-contract";

const ONE_OF: Requirement = { atLeastOneOf: ["phone", "email"] };
const WHEN: Requirement = {
  when: [{ name: "method", const: "phone" }],
  required: ["phone"],
  otherwise: ["email"],
};

const contact = defineTool({
  name: "contact",
  inputSchema: {
    parameters: [
      { name: "method", type: "string", required: false },
      { name: "phone", type: "string", required: false },
      { name: "email", type: "string", required: false },
    ],
    requires: [ONE_OF],
  },
  execute: () => ({}),
});

test("keeps the rules, reads them back from a lock, and compares equal to itself", () => {
  const contract = toolContract(contact);
  expect(contract.input?.requires).toEqual([ONE_OF]);
  const problems: string[] = [];
  const read = readContract(JSON.parse(JSON.stringify(contract)), "tools[0]", problems);
  expect(problems).toEqual([]);
  expect(read?.input).toEqual(contract.input);
  expect(compareContracts([read as ToolContract], [contract])).toEqual([]);
});

test("a rule added to an input is breaking, one removed compatible; an output the other way", () => {
  const before = toolContract(contact);
  const input = before.input as NonNullable<ToolContract["input"]>;
  const after = { ...before, input: { ...input, requires: [WHEN] } };
  expect(compareContracts([before], [after]).map((change) => change.message)).toEqual([
    `contact: input rule {"atLeastOneOf":["phone","email"]} removed (compatible)`,
    `contact: input rule {"otherwise":["email"],"required":["phone"],"when":[{"const":"phone","name":"method"}]} added (breaking)`,
  ]);
  const asOutput = (contract: ToolContract): ToolContract => ({
    ...contract,
    input: null,
    output: contract.input,
  });
  expect(
    compareContracts([asOutput(before)], [asOutput(after)]).map((change) => change.breaking),
  ).toEqual([true, false]);
});
