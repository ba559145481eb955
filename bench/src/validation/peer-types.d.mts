// Types of peer-types.mjs, for the TypeScript adapters.
import type { ParameterDefinition } from "@kit/schema";
import type Type from "typebox";
import type { TSchema } from "typebox";
import type * as v from "valibot";
import type { ZodType, z } from "zod";

/** A zod type for one parameter, `.default()` or `.optional()` where it is not required. */
export declare function zodType(zod: typeof z, parameter: ParameterDefinition): ZodType;

/** A valibot schema for one parameter, in `v.optional` (with its default) where not required. */
export declare function valibotType(
  valibot: typeof v,
  parameter: ParameterDefinition,
): v.GenericSchema;

/** A typebox type for one parameter, its default as an option, `Optional` where not required. */
export declare function typeboxType(type: typeof Type, parameter: ParameterDefinition): TSchema;
