// The public surface of @kit/schema: everything a user can import is listed here.

export type { CheckedParameters, CheckedSchemaDefinition } from "./checked-definition";
export { SchemaDefinitionError } from "./errors/schema-definition-error";
export type { Infer, InferParameters, ParameterValue } from "./infer";
export { isDictionary, kindOf } from "./kind-of";
export type {
  AnyParameterDefinition,
  BooleanParameterDefinition,
  DictionaryParameterDefinition,
  ListParameterDefinition,
  NumberParameterDefinition,
  ParameterDefinition,
  ParameterDefinitionBase,
  ParameterShape,
  RefParameterDefinition,
  SchemaDefinition,
  StringParameterDefinition,
} from "./parameter-definition";
export type { ParameterType } from "./parameter-type";
export type {
  AtLeastOneRequirement,
  ConditionalRequirement,
  KeyTest,
  KeyTestValue,
  Requirement,
} from "./requirement";
export type {
  StandardJSONSchemaV1,
  StandardSchemaV1,
  StandardSchemaWithJSON,
  StandardSchemaWithJSONProps,
} from "./standard-schema";
export type { JSONSchemaObject, JSONSchemaProperty } from "./to-json-schema";
export type { CheckResult, StandardSchemaOptions, ToolSchemaOptions } from "./tool-schema";
export { ToolSchema } from "./tool-schema";
export type {
  AnyValueDefinition,
  BooleanValueDefinition,
  DictionaryValueDefinition,
  ListValueDefinition,
  NumberValueDefinition,
  RefValueDefinition,
  StringFormat,
  StringValueDefinition,
  ValueDefinition,
  ValueDefinitionBase,
  ValueType,
} from "./value-definition";
