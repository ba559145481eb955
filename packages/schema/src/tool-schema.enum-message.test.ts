// A value not in a very long enum: the message lists the first 20 values and counts the rest,
// from the flat check, the nested one and the generated one (a million-value enum once made a
// message of about 10 MB, and a generated check holding it as a literal).
import { describe, expect, it } from "vitest";
import { TIER_UP_CALLS } from "./internal/interpret-check";
import type { ParameterDefinition } from "./parameter-definition";
import { ToolSchema } from "./tool-schema";

const MILLION = Array.from({ length: 1_000_000 }, (_, index) => `v${index}`);
const FIRST = MILLION.slice(0, 20)
  .map((value) => `'${value}'`)
  .join(", ");

const PARAMETERS: readonly ParameterDefinition[] = [
  { name: "flat", type: "string", enum: MILLION, required: false },
  { name: "nested", type: "string", enum: MILLION, nullable: true, required: false },
  {
    name: "shape",
    type: "dictionary",
    required: false,
    discriminator: "kind",
    variants: MILLION.slice(0, 25).map((kind) => ({
      type: "dictionary",
      properties: [{ name: "kind", type: "string", const: kind }],
    })),
  },
];

function tiers(): [string, ToolSchema][] {
  const hot = new ToolSchema(PARAMETERS);
  for (let call = 0; call <= TIER_UP_CALLS; call++) hot.validate({});
  return [
    ["interpreted", new ToolSchema(PARAMETERS)],
    ["generated", hot],
  ];
}

describe.each(tiers())("a value not in a million-value enum, %s", (_tier, schema) => {
  it("is told the first 20 values and how many more there are", () => {
    expect(schema.validate({ flat: "x", nested: "y", shape: { kind: "z" } })).toEqual([
      `Parameter 'flat': expected one of ${FIRST}, ... and 999980 more, got 'x'`,
      `Parameter 'nested': expected one of ${FIRST}, ... and 999980 more, got 'y'`,
      `Parameter 'shape.kind': expected one of ${FIRST}, ... and 5 more, got 'z'`,
    ]);
  });

  it("still lists a short enum whole", () => {
    const short = new ToolSchema([{ name: "unit", type: "string", enum: MILLION.slice(0, 20) }]);
    expect(short.validate({ unit: "x" })).toEqual([
      `Parameter 'unit': expected one of ${FIRST}, got 'x'`,
    ]);
  });
});
