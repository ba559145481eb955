import { defineTool, ToolRegistry } from "@kit/tools";

const registry: ToolRegistry = new ToolRegistry();
registry.register(
  defineTool({
    name: "fetch_weather",
    description: "Current weather of a city.",
    version: "1.0.0",
    inputSchema: { parameters: [{ name: "city", type: "string" }] },
    outputSchema: { parameters: [{ name: "temperature", type: "float" }] },
    effects: { readOnly: true },
    execute: () => ({ temperature: 21.5 }),
  }),
);
export default registry;
