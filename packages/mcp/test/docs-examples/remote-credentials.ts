import { CredentialManager, EnvironmentCredentialProvider } from "@kit/credentials";
import { connectMcpServer } from "@kit/mcp";

// KIT_CREDENTIAL_GITHUB_TOKEN, KIT_CREDENTIAL_SEARCH_TOKEN, ...; or the keyring, a secrets
// directory, any backend of @kit/credentials.
const credentials = new CredentialManager(
  new EnvironmentCredentialProvider({ prefix: "KIT_CREDENTIAL_" }),
);

// The child process gets the value of 'github-token' in GITHUB_PERSONAL_ACCESS_TOKEN.
const github = await connectMcpServer({
  name: "github",
  command: "npx",
  args: ["-y", "@modelcontextprotocol/server-github"],
  credentials,
  credentialEnv: { GITHUB_PERSONAL_ACCESS_TOKEN: "github-token" },
  prefix: "github_",
});
// Authorization: Bearer <search-token>, and a header with a prefix of its own; resolved again
// on every reconnect, so a rotated token is used from then on.
const search = await connectMcpServer({
  name: "search",
  url: "https://search.example.com/mcp",
  credentials,
  bearerCredential: "search-token",
  credentialHeaders: { "X-Team-Key": { credential: "team-key", prefix: "key " } },
  prefix: "search_",
});

await Promise.all([github.close(), search.close()]);
