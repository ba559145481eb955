// Hands a ToolSchema, as a Standard Schema, to a real library that accepts one: tRPC v11.
import { initTRPC, TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { ToolSchema } from "./tool-schema";

const weather = new ToolSchema([
  { name: "city", type: "string" },
  { name: "units", type: "string", required: false, default: "metric" },
  { name: "tags", type: "list", required: false, default: [] },
]);

const t = initTRPC.create();
const router = t.router({
  forecast: t.procedure.input(weather).query(({ input }) => {
    // The input is typed from the schema: `city` and `units` are strings.
    const city: string = input.city;
    const units: string = input.units;
    return { city, units, tags: input.tags };
  }),
});
const caller = t.createCallerFactory(router)({});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("a ToolSchema as the input of a tRPC procedure", () => {
  it("gives the procedure the parsed input, with defaults applied", async () => {
    await expect(caller.forecast({ city: "Oslo" })).resolves.toEqual({
      city: "Oslo",
      units: "metric",
      tags: [],
    });
  });

  it("does not change the caller's input object", async () => {
    const input = { city: "Oslo" };
    await caller.forecast(input);
    expect(input).toEqual({ city: "Oslo" });
  });

  it("rejects bad input with a BAD_REQUEST TRPCError", async () => {
    const error = await rejection(caller.forecast({ city: 3 } as never));
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("BAD_REQUEST");
  });

  it("carries the issues, each with the path to its parameter, in the error's cause", async () => {
    const error = await rejection(caller.forecast({ units: 1 } as never));
    const cause = (error as TRPCError).cause as unknown as { issues: unknown };
    expect(cause.issues).toEqual([
      { message: "Missing required parameter: 'city'", path: ["city"] },
      { message: "Parameter 'units': expected type 'string', got 'integer'", path: ["units"] },
    ]);
  });

  it("is reached through the ToolSchema itself: no zod-style method shadows '~standard'", () => {
    // tRPC tries `parse`, `parseAsync`, `validateSync`, `create` and `assert` before
    // "~standard"; a ToolSchema has none of them, so its Standard Schema is what runs.
    for (const method of ["parse", "parseAsync", "validateSync", "create", "assert"]) {
      expect(method in weather).toBe(false);
    }
  });
});
