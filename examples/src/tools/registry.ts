// The demo's five tools in one registry, in the order a model sees them.
import { ToolRegistry } from "@kit/tools";
import { calculator } from "./calculator";
import { convertCurrency } from "./convert-currency";
import { deleteNoteTool } from "./delete-note";
import { fetchWeatherTool } from "./fetch-weather";
import { readFileTool } from "./read-file";

/** The tools, with the file tools confined to `sandbox` and the weather tool on `weatherUrl`. */
export function demoRegistry(options: { sandbox: string; weatherUrl: string }): ToolRegistry {
  const registry = new ToolRegistry();
  registry.register(readFileTool(options.sandbox));
  registry.register(calculator);
  registry.register(convertCurrency);
  registry.register(fetchWeatherTool(options.weatherUrl));
  registry.register(deleteNoteTool(options.sandbox));
  return registry;
}
