import { createServer } from "node:http";
import { KeyringCredentialProvider } from "@kit/credentials/keyring";
import { connectMcpServer } from "@kit/mcp";

// Tokens, the registered client and the PKCE code verifier go to the OS keyring (service
// "my-agent"): the next run connects without asking, and an expired token is refreshed.
const keyring = new KeyringCredentialProvider({ service: "my-agent" });

/** Waits for the authorization server to send the user back to http://127.0.0.1:8976/callback. */
function callback(signal: AbortSignal): Promise<URL> {
  return new Promise((resolve, reject) => {
    const server = createServer((request, response) => {
      response.end("You can close this page.");
      server.close();
      resolve(new URL(request.url ?? "/", "http://127.0.0.1:8976"));
    });
    signal.addEventListener("abort", () => {
      server.close();
      reject(signal.reason);
    });
    server.listen(8976, "127.0.0.1");
  });
}

const linear = await connectMcpServer({
  name: "linear",
  url: "https://mcp.linear.app/mcp",
  prefix: "linear_",
  auth: {
    store: keyring,
    redirectUrl: "http://127.0.0.1:8976/callback",
    clientMetadata: { client_name: "my-agent" },
    authorize: (url, { signal }) => {
      console.log(`Allow my-agent to use Linear: ${url}`);
      return callback(signal);
    },
  },
});
console.log(linear.tools.map((tool) => tool.name));
await linear.close();
