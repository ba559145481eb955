// The Standard Schema v1 and Standard JSON Schema v1 interfaces (https://standardschema.dev),
// copied as their authors recommend so that @kit/schema has no dependency for them.

/** The Standard Schema v1 interface. */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  /** The Standard Schema properties. */
  readonly "~standard": StandardSchemaV1.Props<Input, Output>;
}

/** The types of the Standard Schema v1 interface. */
export declare namespace StandardSchemaV1 {
  /** The Standard Schema properties. */
  export interface Props<Input = unknown, Output = Input> {
    /** The version number of the standard. */
    readonly version: 1;
    /** The vendor name of the schema library. */
    readonly vendor: string;
    /** Validates an unknown input value. */
    readonly validate: (value: unknown) => Result<Output> | Promise<Result<Output>>;
    /** Inferred types associated with the schema. */
    readonly types?: Types<Input, Output> | undefined;
  }
  /** The result of a validation. */
  export type Result<Output> = SuccessResult<Output> | FailureResult;
  /** A successful validation. */
  export interface SuccessResult<Output> {
    readonly value: Output;
    readonly issues?: undefined;
  }
  /** A failed validation. */
  export interface FailureResult {
    readonly issues: ReadonlyArray<Issue>;
  }
  /** One problem found by a validation. */
  export interface Issue {
    readonly message: string;
    readonly path?: ReadonlyArray<PropertyKey | PathSegment> | undefined;
  }
  /** One segment of an issue's path. */
  export interface PathSegment {
    readonly key: PropertyKey;
  }
  /** The input and output types of a schema. */
  export interface Types<Input = unknown, Output = Input> {
    readonly input: Input;
    readonly output: Output;
  }
  /** The input type of a Standard Schema. */
  export type InferInput<Schema extends StandardSchemaV1> = NonNullable<
    Schema["~standard"]["types"]
  >["input"];
  /** The output type of a Standard Schema. */
  export type InferOutput<Schema extends StandardSchemaV1> = NonNullable<
    Schema["~standard"]["types"]
  >["output"];
}

/** The Standard JSON Schema v1 interface: a schema that can describe itself as JSON Schema. */
export interface StandardJSONSchemaV1<Input = unknown, Output = Input> {
  /** The Standard JSON Schema properties. */
  readonly "~standard": StandardJSONSchemaV1.Props<Input, Output>;
}

/** The types of the Standard JSON Schema v1 interface. */
export declare namespace StandardJSONSchemaV1 {
  /** The Standard JSON Schema properties. */
  export interface Props<Input = unknown, Output = Input> {
    /** The version number of the standard. */
    readonly version: 1;
    /** The vendor name of the schema library. */
    readonly vendor: string;
    /** Inferred types associated with the schema. */
    readonly types?: StandardSchemaV1.Types<Input, Output> | undefined;
    /** Makes the JSON Schema of the input and of the output type. */
    readonly jsonSchema: Converter;
  }
  /** Makes the JSON Schema of the input and of the output type; may throw when it cannot. */
  export interface Converter {
    /** The JSON Schema of the values the schema accepts. */
    readonly input: (options: Options) => Record<string, unknown>;
    /** The JSON Schema of the values a validation gives back. */
    readonly output: (options: Options) => Record<string, unknown>;
  }
  /**
   * The JSON Schema version to produce. `"draft-2020-12"` and `"draft-07"` are strongly
   * recommended, others best effort; a library throws for a target it does not support. Any
   * string is accepted (`string & {}`), so that future versions need no change of type.
   */
  export type Target = "draft-2020-12" | "draft-07" | "openapi-3.0" | (string & {});
  /** The options of the input and output methods. */
  export interface Options {
    /** The JSON Schema version to produce. */
    readonly target: Target;
    /** Options particular to one library. */
    readonly libraryOptions?: Record<string, unknown> | undefined;
  }
  /** The input type of a Standard JSON Schema. */
  export type InferInput<Schema extends StandardJSONSchemaV1> = NonNullable<
    Schema["~standard"]["types"]
  >["input"];
  /** The output type of a Standard JSON Schema. */
  export type InferOutput<Schema extends StandardJSONSchemaV1> = NonNullable<
    Schema["~standard"]["types"]
  >["output"];
}

/**
 * The properties of a schema that is both a Standard Schema and a Standard JSON Schema, as
 * `ToolSchema["~standard"]` holds them.
 */
export interface StandardSchemaWithJSONProps<Input = unknown, Output = Input>
  extends StandardSchemaV1.Props<Input, Output>,
    StandardJSONSchemaV1.Props<Input, Output> {}

/**
 * A schema that is both a Standard Schema and a Standard JSON Schema, such as a zod 4 object,
 * an ArkType type or a valibot schema wrapped by `toStandardJsonSchema`: what
 * `ToolSchema.fromStandardSchema` takes.
 */
export interface StandardSchemaWithJSON<Input = unknown, Output = Input> {
  /** The Standard Schema and Standard JSON Schema properties. */
  readonly "~standard": StandardSchemaWithJSONProps<Input, Output>;
}
