import type { Infer, SchemaDefinition } from "@kit/schema";
import { describe, expectTypeOf, test } from "vitest";
import { Tool } from "./tool";

describe("class tools", () => {
  test("schema statics written with satisfies SchemaDefinition are checked and typed", () => {
    const INPUT = {
      parameters: [
        { name: "city", type: "string" },
        {
          name: "units",
          type: "string",
          required: false,
          default: "metric",
          enum: ["metric", "imperial"],
        },
      ],
    } as const satisfies SchemaDefinition;
    class Weather extends Tool<Infer<typeof INPUT>, { ok: boolean }> {
      static override TOOL_NAME = "weather";
      static override INPUT_SCHEMA = INPUT;
      execute(inputs: Infer<typeof INPUT>) {
        expectTypeOf(inputs).toEqualTypeOf<{ city: string; units: "metric" | "imperial" }>();
        return { ok: true };
      }
    }
    void Weather;
  });

  test("a mistake in a static written with satisfies is a compile error", () => {
    // The static no longer fits Tool's static side either: a second error, on the class.
    // @ts-expect-error: Class static side 'typeof Broken' incorrectly extends base class static side
    class Broken extends Tool {
      static override TOOL_NAME = "broken";
      static override INPUT_SCHEMA = {
        // @ts-expect-error: 'requird' does not exist in type 'StringParameterDefinition'
        parameters: [{ name: "city", type: "string", requird: true }],
      } satisfies SchemaDefinition;
      static override OUTPUT_SCHEMA = {
        // @ts-expect-error: Types of property 'default' are incompatible
        parameters: [{ name: "days", type: "integer", required: false, default: "3" }],
      } as const satisfies SchemaDefinition;
      execute(): Record<string, unknown> {
        return {};
      }
    }
    void Broken;
  });

  test("CREDENTIAL_NAMES is a static list of names", () => {
    class Keyed extends Tool {
      static override TOOL_NAME = "keyed";
      static override CREDENTIAL_NAMES = ["weather-api-key"];
      execute(): Record<string, unknown> {
        return {};
      }
    }
    expectTypeOf(Keyed.CREDENTIAL_NAMES).toEqualTypeOf<string[]>();
    expectTypeOf(Tool.CREDENTIAL_NAMES).toEqualTypeOf<readonly string[] | undefined>();
    // @ts-expect-error: Types of property 'CREDENTIAL_NAMES' are incompatible
    class WrongKeys extends Tool {
      static override TOOL_NAME = "wrong";
      static override CREDENTIAL_NAMES = [1];
      execute(): Record<string, unknown> {
        return {};
      }
    }
    void WrongKeys;
  });
});
