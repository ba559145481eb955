// kit-tools contracts against a temporary project: writing the lock, checking a module against
// it, and every exit code.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { type TemporaryProject, TOOLS_ENTRY, temporaryProject } from "./support/kit-tools-process";

interface WeatherOptions {
  readonly version?: string;
  /** Extra input parameters, as source text. */
  readonly inputs?: string;
  /** Extra output parameters, as source text. */
  readonly outputs?: string;
  /** Whether the module also holds a second tool. */
  readonly withSearch?: boolean;
}

function weatherModule(options: WeatherOptions = {}): string {
  return `import { defineTool } from ${JSON.stringify(TOOLS_ENTRY)};

const fetchWeather = defineTool({
  name: "fetch_weather",
  description: "Current weather of a city.",
  version: ${JSON.stringify(options.version ?? "1.0.0")},
  inputSchema: {
    parameters: [
      { name: "city", type: "string" },
      { name: "units", type: "string", required: false, default: "metric", enum: ["metric", "imperial"] },
      ${options.inputs ?? ""}
    ],
  },
  outputSchema: { parameters: [{ name: "temperature", type: "float" }, ${options.outputs ?? ""}] },
  effects: { readOnly: true },
  execute: () => ({ temperature: 21.5 }),
});
const search = defineTool({ name: "search", version: "0.1.0", execute: () => ({}) });
export default ${options.withSearch === false ? "[fetchWeather]" : "[fetchWeather, search]"};
`;
}

const LOCK = `{
  "lockVersion": 1,
  "tools": [
    {
      "description": "Current weather of a city.",
      "effects": {
        "destructive": false,
        "idempotent": true,
        "openWorld": true,
        "readOnly": true
      },
      "input": {
        "parameters": [
          {
            "name": "city",
            "type": "string"
          },
          {
            "default": "metric",
            "enum": [
              "metric",
              "imperial"
            ],
            "name": "units",
            "required": false,
            "type": "string"
          }
        ],
        "strict": false
      },
      "name": "fetch_weather",
      "output": {
        "parameters": [
          {
            "name": "temperature",
            "type": "float"
          }
        ],
        "strict": false
      },
      "version": "1.0.0"
    },
    {
      "description": "",
      "effects": {
        "destructive": true,
        "idempotent": false,
        "openWorld": true,
        "readOnly": false
      },
      "input": null,
      "name": "search",
      "output": null,
      "version": "0.1.0"
    }
  ]
}
`;

const DAYS = `{ name: "days", type: "integer" },`;
const DAYS_LINE = "fetch_weather: input parameter 'days' added as required (breaking)";

let project: TemporaryProject;

beforeEach(async () => {
  project = await temporaryProject();
  await project.write("tools.ts", weatherModule());
});

afterEach(async () => {
  await project.remove();
});

async function locked(): Promise<void> {
  const run = await project.run("contracts", "tools.ts", "--update");
  expect(run.code).toBe(0);
}

describe("kit-tools contracts", () => {
  test("--update writes the lock (sorted keys, tools by name, a newline at the end) and says what it wrote", async () => {
    const run = await project.run("contracts", "tools.ts", "--update");
    expect(run).toEqual({
      code: 0,
      stdout: "Wrote tool-contracts.json: 2 tools\n  fetch_weather 1.0.0\n  search 0.1.0\n",
      stderr: "",
    });
    expect(await readFile(join(project.directory, "tool-contracts.json"), "utf8")).toBe(LOCK);
  });

  test("an unchanged module passes", async () => {
    await locked();
    expect(await project.run("contracts", "tools.ts")).toEqual({
      code: 0,
      stdout: "No changes against tool-contracts.json.\n",
      stderr: "",
    });
  });

  test("a breaking change without a major bump: exit 1, the change and the rule it breaks", async () => {
    await locked();
    await project.write("tools.ts", weatherModule({ inputs: DAYS, version: "1.1.0" }));
    const run = await project.run("contracts", "tools.ts");
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      `fetch_weather: version changed from '1.0.0' to '1.1.0' (compatible)\n${DAYS_LINE}\n2 changes (1 breaking) against tool-contracts.json.\n`,
    );
    expect(run.stderr).toBe(
      "kit-tools: fetch_weather: a breaking change needs a major version bump: 1.0.0 -> 1.1.0, expected 2.0.0 or later\n",
    );
  });

  test("the same breaking change with a major bump passes, and is still printed", async () => {
    await locked();
    await project.write("tools.ts", weatherModule({ inputs: DAYS, version: "2.0.0" }));
    const run = await project.run("contracts", "tools.ts");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${DAYS_LINE}\n`);
    expect(run.stdout).toContain("run with --update to record them in tool-contracts.json");
    expect(run.stderr).toBe("");
  });

  test("a compatible change with a minor bump passes; without a bump it does not", async () => {
    await locked();
    const humidity = `{ name: "humidity", type: "float" },`;
    await project.write("tools.ts", weatherModule({ outputs: humidity, version: "1.1.0" }));
    const bumped = await project.run("contracts", "tools.ts");
    expect(bumped.code).toBe(0);
    expect(bumped.stdout).toContain(
      "fetch_weather: output parameter 'humidity' added (compatible)\n",
    );

    await project.write("tools.ts", weatherModule({ outputs: humidity }));
    const unbumped = await project.run("contracts", "tools.ts");
    expect(unbumped.code).toBe(1);
    expect(unbumped.stderr).toBe(
      "kit-tools: fetch_weather: changed without a version bump: still 1.0.0, expected a higher version\n",
    );
  });

  test("a removed tool fails until --update accepts it", async () => {
    await locked();
    await project.write("tools.ts", weatherModule({ withSearch: false }));
    const run = await project.run("contracts", "tools.ts");
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("search: tool removed (breaking)\n");
    expect(run.stderr).toContain("kit-tools: search: removed, which is breaking");
    const update = await project.run("contracts", "tools.ts", "--update");
    expect(update.stdout).toBe(
      "search: tool removed (breaking)\nWrote tool-contracts.json: 1 tool\n  fetch_weather 1.0.0\n",
    );
    expect((await project.run("contracts", "tools.ts")).code).toBe(0);
  });

  test("--lock names another file, relative to the working directory", async () => {
    const update = await project.run(
      "contracts",
      "tools.ts",
      "--update",
      "--lock",
      "contracts.lock.json",
    );
    expect(update.code).toBe(0);
    expect(await readFile(join(project.directory, "contracts.lock.json"), "utf8")).toBe(LOCK);
    expect(
      (await project.run("contracts", "tools.ts", "--lock", "contracts.lock.json")).stdout,
    ).toBe("No changes against contracts.lock.json.\n");
  });

  test("a version that is not semver: --update writes nothing, exit 1", async () => {
    await project.write("tools.ts", weatherModule({ version: "v2" }));
    const run = await project.run("contracts", "tools.ts", "--update");
    expect(run).toEqual({
      code: 1,
      stdout: "",
      stderr:
        "kit-tools: not written: versions must be semantic versions (major.minor.patch, such as 1.4.0):\n  fetch_weather: version 'v2'\n",
    });
    await expect(readFile(join(project.directory, "tool-contracts.json"))).rejects.toThrow();
  });
});

describe("kit-tools contracts: a lock that is missing or wrong", () => {
  test("no lock: exit 1, run with --update", async () => {
    expect(await project.run("contracts", "tools.ts")).toEqual({
      code: 1,
      stdout: "",
      stderr: "kit-tools: no lock file 'tool-contracts.json': run with --update to write it\n",
    });
  });

  test.each([
    [
      "not JSON",
      "{ lockVersion: 1",
      /^kit-tools: 'tool-contracts.json' is not a contracts lock:\n {2}not JSON: /,
    ],
    [
      "the wrong shape",
      JSON.stringify({ lockVersion: 1, tools: [{ name: "fetch_weather" }] }),
      /^kit-tools: 'tool-contracts.json' is not a contracts lock:\n {2}tools\[0\] has no 'version'\n/,
    ],
  ])("%s: exit 1, the file named, no stack trace", async (_description, text, message) => {
    await project.write("tool-contracts.json", text);
    const run = await project.run("contracts", "tools.ts");
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toMatch(/Fix it, or run with --update to write it again\.\n$/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("kit-tools: usage", () => {
  test("usage errors: exit 2, the problem and the usage on stderr", async () => {
    for (const args of [[], ["contracts"], ["contracts", "tools.ts", "--force"]]) {
      const run = await project.run(...args);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^kit-tools: .+\n\nUsage:\n {2}kit-tools contracts <module>/);
      expect(run.stdout).toBe("");
    }
  });

  test("a module that cannot be loaded or has no tools: exit 2, why on stderr", async () => {
    const missing = await project.run("contracts", "missing.ts");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^kit-tools: cannot load 'missing.ts': /);
    await project.write("empty.ts", "export const tools = 3;\n");
    const empty = await project.run("contracts", "empty.ts");
    expect(empty).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "kit-tools: 'empty.ts' has no tools: its default export, or its export 'tools', must be a ToolRegistry or an array of tools\n",
    });
  });

  test("--help: the usage on stdout, exit 0", async () => {
    const run = await project.run("--help");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Usage:\n {2}kit-tools contracts <module> \[--lock <file>\] \[--update\]\n/,
    );
  });
});
