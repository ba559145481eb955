// The server through the official client over the SDK's in-memory transport.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterEach, beforeEach, describe } from "vitest";
import { createMcpServer } from "../src/index";
import { executor, tools } from "./fixtures/tools";
import { clientSuite } from "./support/client-suite";

let client: Client;

beforeEach(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(tools, { executor, name: "fixtures", version: "1.2.3" }).connect(
    serverSide,
  );
  client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(clientSide);
});

afterEach(async () => {
  await client.close();
});

describe("in-memory", () => {
  clientSuite(() => client);
});
