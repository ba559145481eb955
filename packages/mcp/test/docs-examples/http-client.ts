import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const transport = new StreamableHTTPClientTransport(new URL("https://tools.example.com/mcp"), {
  requestInit: { headers: { Authorization: `Bearer ${process.env.KIT_MCP_TOKEN}` } },
});
const client = new Client({ name: "my-agent", version: "1.0.0" });
await client.connect(transport);
