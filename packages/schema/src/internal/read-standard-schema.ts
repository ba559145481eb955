// Reads a Standard Schema for ToolSchema.fromStandardSchema (cold: once per schema): the
// library's `~standard` and the JSON Schema of one side, every problem named.
import { kindOf } from "../kind-of";
import type { StandardSchemaV1 } from "../standard-schema";

/** What a Standard Schema gives kit: its properties, its name, one of its JSON Schemas. */
interface StandardSchemaReading {
  /** The `~standard` properties, whose `validate` each check calls. */
  readonly standard: StandardSchemaV1.Props;
  /** The library's name (`zod`, `valibot`, `arktype`), as messages say it. */
  readonly vendor: string;
  /** The library's JSON Schema (draft 2020-12) of the side asked for. */
  readonly jsonSchema: unknown;
}

/**
 * Reads a Standard Schema that also implements Standard JSON Schema.
 * @param side - which JSON Schema to read: `input` (what the schema accepts) or `output` (what
 * its validation gives back).
 * @param errors - where each problem goes.
 * @returns the reading, or undefined when a problem was found.
 */
export function readStandardSchema(
  schema: unknown,
  side: "input" | "output",
  errors: string[],
): StandardSchemaReading | undefined {
  const props =
    (typeof schema === "object" && schema !== null) || typeof schema === "function"
      ? ((schema as { "~standard"?: unknown })["~standard"] as
          | Partial<StandardSchemaV1.Props>
          | undefined)
      : undefined;
  if (
    typeof props !== "object" ||
    props === null ||
    props.version !== 1 ||
    typeof props.validate !== "function"
  ) {
    errors.push(
      `Expected a Standard Schema (a '~standard' property with version 1 and a validate function), got '${kindOf(schema)}'`,
    );
    return undefined;
  }
  const vendor = typeof props.vendor === "string" && props.vendor !== "" ? props.vendor : "given";
  const converter = (props as { jsonSchema?: Record<string, unknown> }).jsonSchema;
  const convert = converter?.[side];
  if (typeof convert !== "function") {
    errors.push(
      `The ${vendor} schema implements Standard Schema but not Standard JSON Schema ('~standard.jsonSchema'), so kit cannot tell a model what it accepts: wrap it with the library's adapter (valibot: toStandardJsonSchema from @valibot/to-json-schema); zod 4 and ArkType 2 have it built in, zod 3 is not supported`,
    );
    return undefined;
  }
  let jsonSchema: unknown;
  try {
    jsonSchema = convert.call(converter, { target: "draft-2020-12" });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    errors.push(`The ${vendor} schema cannot give the JSON Schema of its ${side}: ${reason}`);
    return undefined;
  }
  return { standard: props as StandardSchemaV1.Props, vendor, jsonSchema };
}
