import { defineTool } from "@kit/tools";

const geocode = defineTool({
  name: "geocode",
  description: "Find the coordinates of a city.",
  version: "2.1.0",
  inputSchema: { parameters: [{ name: "city", type: "string" }] },
  tags: { domain: "maps" },
  execute: ({ city }) => ({ city, latitude: 59.91, longitude: 10.75 }),
});

console.log(geocode.name, geocode.version, geocode.tags);
// geocode 2.1.0 { domain: 'maps' }
console.log(geocode.inputSchema === null, geocode.outputSchema, geocode.credentialNames);
// false null []
