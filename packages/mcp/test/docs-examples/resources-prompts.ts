import { createMcpServer } from "@kit/mcp";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { ResourceNotFoundError } from "@modelcontextprotocol/server";
import { executor, tools } from "./weather-tools.ts";

// kit's tools, and resources and prompts added with the SDK's own API, declared before connecting.
const server = createMcpServer(tools, { executor, name: "weather", version: "1.0.0" });
server.registerCapabilities({ resources: {}, prompts: {} });
server.setRequestHandler("resources/list", () => ({
  resources: [{ uri: "weather://stations", name: "stations", mimeType: "text/plain" }],
}));
server.setRequestHandler("resources/read", (request) => {
  const { uri } = request.params;
  if (uri !== "weather://stations") throw new ResourceNotFoundError(uri);
  return { contents: [{ uri, mimeType: "text/plain", text: "Oslo, Bergen, Tromsø" }] };
});
server.setRequestHandler("prompts/list", () => ({
  prompts: [{ name: "forecast", arguments: [{ name: "city", required: true }] }],
}));
server.setRequestHandler("prompts/get", (request) => ({
  messages: [
    {
      role: "user",
      content: { type: "text", text: `Fetch the weather in ${request.params.arguments?.city}.` },
    },
  ],
}));

const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await server.connect(serverSide);
const client = new Client({ name: "example", version: "1.0.0" });
await client.connect(clientSide);

const { contents } = await client.readResource({ uri: "weather://stations" });
console.log(contents);
// [ { uri: 'weather://stations', mimeType: 'text/plain', text: 'Oslo, Bergen, Tromsø' } ]

const prompt = await client.getPrompt({ name: "forecast", arguments: { city: "Oslo" } });
console.log(prompt.messages[0]?.content);
// { type: 'text', text: 'Fetch the weather in Oslo.' }

const { tools: listed } = await client.listTools();
console.log(listed.map((tool) => tool.name));
// [ 'fetch_weather' ]

await client.readResource({ uri: "weather://nowhere" }).catch((error: Error) => {
  console.log(error.message);
});
// MCP error -32602: Resource not found: weather://nowhere
await client.close();
