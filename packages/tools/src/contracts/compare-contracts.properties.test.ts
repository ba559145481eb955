// Properties of contracts on generated tools and schemas: nothing changes against itself or
// its JSON round trip, and the comparison reports exactly the tools that came and went.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  contractArbitrary,
  contractsArbitrary,
  schemaArbitrary,
} from "../../test/contract-arbitraries";
import { defineTool } from "../tool/define-tool";
import { compareContracts } from "./compare-contracts";
import { formatLock, parseLock } from "./internal/contracts-lock";
import { toolContract } from "./tool-contract";

const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("compareContracts: properties", () => {
  test("contracts compared with themselves have no changes", () => {
    fc.assert(
      fc.property(contractsArbitrary, (contracts) => {
        expect(compareContracts(contracts, contracts)).toEqual([]);
      }),
    );
  });

  test("a JSON round trip changes nothing, and the lock written from it is the same text", () => {
    fc.assert(
      fc.property(contractsArbitrary, (contracts) => {
        const copy = roundTrip(contracts);
        expect(compareContracts(contracts, copy)).toEqual([]);
        expect(compareContracts(copy, contracts)).toEqual([]);
        expect(formatLock(copy)).toBe(formatLock(contracts));
      }),
    );
  });

  test("the contract of a tool built from any valid schemas survives JSON and the lock file", () => {
    fc.assert(
      fc.property(
        fc.option(schemaArbitrary, { nil: undefined }),
        fc.option(schemaArbitrary, { nil: undefined }),
        (inputSchema, outputSchema) => {
          const tool = defineTool({
            name: "generated",
            ...(inputSchema === undefined ? {} : { inputSchema }),
            ...(outputSchema === undefined ? {} : { outputSchema }),
            execute: () => ({}),
          });
          const contract = toolContract(tool);
          expect(compareContracts([contract], [roundTrip(contract)])).toEqual([]);
          const lock = parseLock(formatLock([contract]));
          expect("contracts" in lock && compareContracts([contract], lock.contracts)).toEqual([]);
        },
      ),
    );
  });

  test("a tool is reported removed exactly when it is gone, added exactly when it is new", () => {
    fc.assert(
      fc.property(contractsArbitrary, contractsArbitrary, (before, after) => {
        const changes = compareContracts(before, after);
        const names = (list: typeof before) => new Set(list.map((contract) => contract.name));
        const [old, now] = [names(before), names(after)];
        const with_ = (text: string) =>
          new Set(
            changes
              .filter((change) => change.message === `${change.tool}: ${text}`)
              .map((change) => change.tool),
          );
        expect(with_("tool removed (breaking)")).toEqual(
          new Set([...old].filter((name) => !now.has(name))),
        );
        expect(with_("tool added (compatible)")).toEqual(
          new Set([...now].filter((name) => !old.has(name))),
        );
      }),
    );
  });

  test("every line names its tool first and its verdict last, sorted by tool; no change one way means none the other", () => {
    fc.assert(
      fc.property(contractArbitrary, contractArbitrary, (a, b) => {
        const before = [a];
        const after = [{ ...b, name: a.name }];
        const changes = compareContracts(before, after);
        for (const change of changes) {
          expect(change.message.startsWith(`${change.tool}: `)).toBe(true);
          expect(change.message.endsWith(change.breaking ? " (breaking)" : " (compatible)")).toBe(
            true,
          );
        }
        expect(compareContracts(after, before).length === 0).toBe(changes.length === 0);
      }),
    );
  });
});
