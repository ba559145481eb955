// The demo's nine tools in one registry, in the order a model sees them.
import { ToolRegistry } from "@kit/tools";
import { calculator } from "./calculator";
import { convertCurrency } from "./convert-currency";
import { countWordsTool } from "./count-words";
import { deleteNoteTool } from "./delete-note";
import { fetchWeatherTool } from "./fetch-weather";
import { lookupCustomer } from "./lookup-customer";
import { placeOrder } from "./place-order";
import { readFileTool } from "./read-file";
import { renderChart } from "./render-chart";

/** The tools, with the file tools confined to `sandbox` and the weather tool on `weatherUrl`. */
export function demoRegistry(options: { sandbox: string; weatherUrl: string }): ToolRegistry {
  const registry = new ToolRegistry();
  registry.register(readFileTool(options.sandbox));
  registry.register(calculator);
  registry.register(convertCurrency);
  registry.register(fetchWeatherTool(options.weatherUrl));
  registry.register(deleteNoteTool(options.sandbox));
  registry.register(renderChart);
  registry.register(countWordsTool(options.sandbox));
  registry.register(lookupCustomer);
  registry.register(placeOrder);
  return registry;
}
