// The values this package takes from @kit/schema, imported in this one file: the build then
// holds a single import of @kit/schema instead of one per importing file.
export { isDictionary, kindOf, SchemaDefinitionError, ToolSchema } from "@kit/schema";
