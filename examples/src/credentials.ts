// Where the demo keeps its weather API key: a dotenv file or a secrets directory, chosen by
// --credentials. Both are written by the demo into its temporary directory.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  type CredentialProvider,
  DotenvCredentialProvider,
  SecretsDirectoryCredentialProvider,
} from "@kit/credentials";

/** The credential backends the demo can use. */
export const CREDENTIAL_SOURCES = ["dotenv", "secrets-dir"] as const;
/** One of {@link CREDENTIAL_SOURCES}. */
export type CredentialSource = (typeof CREDENTIAL_SOURCES)[number];

/** The environment variable that tells src/mcp-tools.ts, served by kit-mcp, which backend to use. */
export const CREDENTIALS_VARIABLE = "KIT_DEMO_CREDENTIALS";

/** The name the weather tool asks for. */
export const WEATHER_KEY_NAME = "weather-api-key";

/** A backend the demo wrote, and where. */
export interface DemoCredentials {
  readonly provider: CredentialProvider;
  /** What the backend is, for a person: `dotenv file /tmp/.../.env`. */
  readonly location: string;
}

/**
 * Writes `apiKey` as `weather-api-key` into `directory` in the form `source` reads (a `.env`
 * line `WEATHER_API_KEY=...`, or a file `secrets/weather-api-key`) and returns its backend.
 */
export async function writeCredentials(
  directory: string,
  source: CredentialSource,
  apiKey: string,
): Promise<DemoCredentials> {
  if (source === "dotenv") {
    const path = join(directory, ".env");
    await writeFile(path, `# Written by the kit demo\nWEATHER_API_KEY=${apiKey}\n`, {
      mode: 0o600,
    });
    return { provider: new DotenvCredentialProvider({ path }), location: `dotenv file ${path}` };
  }
  const secrets = join(directory, "secrets");
  await mkdir(secrets, { mode: 0o700 });
  await writeFile(join(secrets, WEATHER_KEY_NAME), `${apiKey}\n`, { mode: 0o600 });
  return {
    provider: new SecretsDirectoryCredentialProvider({ directory: secrets }),
    location: `secrets directory ${secrets}`,
  };
}

/**
 * The same kind of backend, empty: a machine where nobody stored the key yet.
 */
export async function writeEmptyCredentials(
  directory: string,
  source: CredentialSource,
): Promise<CredentialProvider> {
  if (source === "dotenv") {
    const path = join(directory, "empty.env");
    await writeFile(path, "# No keys here yet\n");
    return new DotenvCredentialProvider({ path });
  }
  const secrets = join(directory, "empty-secrets");
  await mkdir(secrets);
  return new SecretsDirectoryCredentialProvider({ directory: secrets });
}
