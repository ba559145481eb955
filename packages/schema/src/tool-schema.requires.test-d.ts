import { describe, expectTypeOf, it } from "vitest";
import type { Infer } from "./infer";
import type { Requirement } from "./requirement";
import { ToolSchema } from "./tool-schema";

describe("requires and anchors types", () => {
  it("keeps the keys a rule names optional in Infer", () => {
    const schema = ToolSchema.fromDict({
      parameters: [
        { name: "phone", type: "string", required: false },
        { name: "email", type: "string", required: false },
      ],
      requires: [{ atLeastOneOf: ["phone", "email"] }],
    });
    expectTypeOf<Infer<typeof schema>>().toEqualTypeOf<{
      phone?: string | undefined;
      email?: string | undefined;
    }>();
    expectTypeOf(schema.requires).toEqualTypeOf<readonly Requirement[]>();
  });

  it("refuses a misspelled key of a rule, and both kinds of rule at once", () => {
    new ToolSchema([{ name: "a", type: "string", required: false }], {
      // @ts-expect-error: 'requird' is not a key of a conditional rule
      requires: [{ when: [{ name: "a" }], requird: ["a"] }],
    });
    new ToolSchema([{ name: "a", type: "string", required: false }], {
      // @ts-expect-error: a rule is either 'atLeastOneOf' or 'when'
      requires: [{ atLeastOneOf: ["a"], when: [{ name: "a" }], required: [] }],
    });
    ToolSchema.fromDict({
      parameters: [{ name: "a", type: "string" }],
      // @ts-expect-error: anchors name definitions by strings
      anchors: { a: 1 },
    });
  });
});
