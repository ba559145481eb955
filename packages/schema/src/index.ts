export type { Infer, InferParameters, ValueOf } from "./infer";
export { isDictionary, kindOf } from "./kind-of";
export type { ParameterDefinition, SchemaDefinition } from "./parameter-definition";
export type { ParameterType } from "./parameter-type";
export { SchemaDefinitionError } from "./schema-definition-error";
export type { StandardSchemaV1 } from "./standard-schema";
export type { JSONSchemaObject, JSONSchemaProperty } from "./to-json-schema";
export type { CheckResult, ToolSchemaOptions } from "./tool-schema";
export { ToolSchema } from "./tool-schema";
