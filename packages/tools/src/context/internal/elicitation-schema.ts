// What can be asked of a person in a form: flat fields of the scalar types, and lists of enum
// strings (a multi-select), as MCP's elicitation allows.
import type { ToolSchema } from "@kit/schema";

/** Every reason the schema cannot be a form, one message each; empty when it can. */
export function elicitationProblems(schema: ToolSchema): string[] {
  const problems: string[] = [];
  for (const parameter of schema.parameters) {
    const where = `Parameter '${parameter.name}'`;
    if (parameter.type === "dictionary") {
      problems.push(`${where}: a dictionary cannot be a form field; use flat fields`);
    } else if (parameter.type === "list") {
      const items = (parameter as { items?: unknown }).items;
      const itemEnum = (items as { enum?: unknown } | undefined)?.enum;
      if (!Array.isArray(itemEnum)) {
        problems.push(`${where}: a list field must be a list of strings chosen from an enum`);
      }
    }
  }
  return problems;
}
