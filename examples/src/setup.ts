// Everything the demo's tools need, made at start and removed at the end: the temporary
// directory with its sandbox, the credentials written into it, and the weather server.
import type { ToolRegistry } from "@kit/tools";
import { type CredentialSource, type DemoCredentials, writeCredentials } from "./credentials";
import { demoRegistry } from "./tools/registry";
import { startWeatherServer, type WeatherServer } from "./weather-server";
import { createWorkspace, type Workspace } from "./workspace";

/**
 * The weather API key of the demo. It is a made-up value, but treated as a real secret: the
 * tests fail if it appears anywhere in the demo's output.
 */
export const DEMO_API_KEY = "wk-demo-4e1f9b27c08d5a63";

/** The city whose first weather request fails with 503, to show a retry. */
export const FLAKY_CITY = "Bergen";

/** What {@link setUp} made. */
export interface DemoSetup {
  readonly workspace: Workspace;
  readonly weather: WeatherServer;
  readonly credentials: DemoCredentials;
  readonly registry: ToolRegistry;
  /** Stops the weather server and removes the temporary directory. */
  close(): Promise<void>;
}

/** Makes the workspace, writes the key for `source`, starts the weather server. */
export async function setUp(source: CredentialSource): Promise<DemoSetup> {
  const workspace = await createWorkspace();
  try {
    const credentials = await writeCredentials(workspace.directory, source, DEMO_API_KEY);
    const weather = await startWeatherServer({ apiKey: DEMO_API_KEY, flakyCities: [FLAKY_CITY] });
    const registry = demoRegistry({ sandbox: workspace.sandbox, weatherUrl: weather.url });
    return {
      workspace,
      weather,
      credentials,
      registry,
      close: async () => {
        await weather.stop();
        await workspace.remove();
      },
    };
  } catch (error) {
    await workspace.remove();
    throw error;
  }
}
