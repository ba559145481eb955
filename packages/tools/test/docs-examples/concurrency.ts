import { setTimeout as sleep } from "node:timers/promises";
import { defineTool, ToolExecutor } from "@kit/tools";

let running = 0;
let most = 0;
const geocode = defineTool({
  name: "geocode",
  inputSchema: { parameters: [{ name: "city", type: "string" }] },
  effects: { readOnly: true },
  async execute({ city }) {
    most = Math.max(most, ++running);
    await sleep(10);
    running--;
    return { city };
  },
});
// At most 4 calls at once, and at most 2 of them to the rate-limited geocoding API.
const executor = new ToolExecutor({ maxConcurrency: 4, toolConcurrency: { geocode: 2 } });

const cities = ["Oslo", "Lima", "Pune", "Kyiv", "Bern"];
const results = await Promise.all(cities.map((city) => executor.execute(geocode, { city })));
console.log(results.map((result) => result.output?.city).join(", "), "- at most", most, "at once");
// Oslo, Lima, Pune, Kyiv, Bern - at most 2 at once
