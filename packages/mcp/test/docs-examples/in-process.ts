import { createMcpServer } from "@kit/mcp";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { executor, tools } from "./weather-tools.ts";

const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await createMcpServer(tools, { executor, name: "weather", version: "1.0.0" }).connect(serverSide);
const client = new Client({ name: "example", version: "1.0.0" });
await client.connect(clientSide);

const { tools: listed } = await client.listTools();
console.log(listed[0]?.annotations);
// { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true }

const result = await client.callTool({ name: "fetch_weather", arguments: { city: "Oslo" } });
console.log(result.structuredContent);
// { city: 'Oslo', temperature: 21.5 }

const failed = await client.callTool({ name: "fetch_weather", arguments: { town: "Oslo" } });
console.log(failed.isError, failed.content);
// true [
//   {
//     type: 'text',
//     text: "Tool 'fetch_weather' input validation failed:\n" +
//       "  Missing required parameter: 'city'\n" +
//       `Expected parameters: city (string, required), units (string, one of 'metric', 'imperial', default "metric")`
//   }
// ]

await client.callTool({ name: "fetch_wether", arguments: {} }).catch((error: Error) => {
  console.log(error.message);
});
// MCP error -32602: Unknown tool 'fetch_wether'. Did you mean 'fetch_weather'? Available tools: fetch_weather.
await client.close();
