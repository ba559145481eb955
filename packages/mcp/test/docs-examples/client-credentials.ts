import { connectMcpServer } from "@kit/mcp";
import { CrossAppAccessProvider } from "@modelcontextprotocol/client";

declare function enterpriseAssertion(authorizationServer: string): Promise<string>;

// A service calling a server with its own credentials: no user, no browser.
const billing = await connectMcpServer({
  name: "billing",
  url: "https://billing.example.com/mcp",
  auth: {
    grant: "client_credentials",
    clientId: "nightly-report",
    clientSecret: process.env.BILLING_CLIENT_SECRET ?? "",
  },
});
// The same with a signed client assertion (private_key_jwt) instead of a secret.
const ledger = await connectMcpServer({
  name: "ledger",
  url: "https://ledger.example.com/mcp",
  auth: {
    grant: "client_credentials",
    clientId: "nightly-report",
    privateKey: process.env.LEDGER_PRIVATE_KEY_PEM ?? "",
    algorithm: "ES256",
  },
});
// A flow kit does not cover, through the SDK's own provider: enterprise cross-app access.
const wiki = await connectMcpServer({
  name: "wiki",
  url: "https://wiki.example.com/mcp",
  auth: {
    provider: new CrossAppAccessProvider({
      clientId: "agent",
      clientSecret: process.env.WIKI_CLIENT_SECRET ?? "",
      assertion: ({ authorizationServerUrl }) => enterpriseAssertion(authorizationServerUrl),
    }),
  },
});
console.log(billing.protocolVersion, ledger.tools.length, wiki.tools.length);
await Promise.all([billing.close(), ledger.close(), wiki.close()]);
