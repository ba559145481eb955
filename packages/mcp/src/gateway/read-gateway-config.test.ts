import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { readGatewayConfig } from "./read-gateway-config";

const directory = mkdtempSync(join(tmpdir(), "kit-gateway-config-"));
let count = 0;

function file(content: unknown): string {
  count += 1;
  const path = join(directory, `config-${count}.json`);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

describe("readGatewayConfig", () => {
  test("reads upstreams in order (cwd from the file's directory) and the executor options", async () => {
    const path = file({
      upstreams: [
        {
          name: "files",
          command: "npx",
          args: ["-y", "server"],
          env: { MODE: "ro" },
          cwd: "work",
          prefix: "files_",
          credentialEnv: { TOKEN: "files-token" },
          timeoutMs: 5000,
        },
        {
          name: "search",
          url: "https://search.example.com/mcp",
          headers: { "X-Team": "a" },
          credentialHeaders: {
            "X-Key": "search-key",
            "X-Other": { credential: "o", prefix: "k " },
          },
          bearerCredential: "search-token",
        },
      ],
      executor: { timeoutMs: 1000, maxConcurrency: 4 },
    });
    const config = await readGatewayConfig(path);
    expect(config).toEqual({
      file: path,
      upstreams: [
        {
          name: "files",
          path: "upstreams[0]",
          options: {
            name: "files",
            prefix: "files_",
            timeoutMs: 5000,
            command: "npx",
            args: ["-y", "server"],
            env: { MODE: "ro" },
            cwd: join(directory, "work"),
            credentialEnv: { TOKEN: "files-token" },
          },
        },
        {
          name: "search",
          path: "upstreams[1]",
          options: {
            name: "search",
            url: "https://search.example.com/mcp",
            headers: { "X-Team": "a" },
            credentialHeaders: {
              "X-Key": "search-key",
              "X-Other": { credential: "o", prefix: "k " },
            },
            bearerCredential: "search-token",
          },
        },
      ],
      executor: { timeoutMs: 1000, maxConcurrency: 4 },
    });
  });

  test.each([
    ["{ nope", /^F: is not JSON: /],
    [[], "F: must be an object, not an array"],
    [{ upstream: [] }, "F: upstream: unknown key; the keys here are 'upstreams', 'executor'"],
    [{}, "F: needs 'upstreams': an array of upstream servers"],
    [{ upstreams: {} }, "F: upstreams: must be an array of upstream servers, not an object"],
    [{ upstreams: [7] }, "F: upstreams[0]: must be an object, not a number"],
    [
      { upstreams: [{ command: "x" }] },
      "F: upstreams[0]: needs a 'name': the upstream's label in messages",
    ],
    [
      { upstreams: [{ name: "a", command: "x", url: "http://h/mcp" }] },
      "F: upstreams[0]: needs either 'command' (stdio) or 'url' (Streamable HTTP), not both or neither",
    ],
    [
      { upstreams: [{ name: "a", command: "x", comand: "y" }] },
      /^F: upstreams\[0\]\.comand: unknown key; the keys here are 'name', 'prefix'/,
    ],
    [
      { upstreams: [{ name: "a", command: "x", args: ["ok", 3] }] },
      "F: upstreams[0].args[1]: must be a string, not a number",
    ],
    [
      { upstreams: [{ name: "a", command: "x", env: { TOKEN: 12345678 } }] },
      "F: upstreams[0].env.TOKEN: must be a string, not a number",
    ],
    [
      { upstreams: [{ name: "a", command: "x", bearerCredential: "t" }] },
      "F: upstreams[0].bearerCredential: is for an HTTP ('url') upstream",
    ],
    [
      { upstreams: [{ name: "a", url: "http://h/mcp", credentialEnv: {} }] },
      "F: upstreams[0].credentialEnv: is for a stdio ('command') upstream",
    ],
    [
      { upstreams: [{ name: "a", url: "http://h/mcp", credentialHeaders: { "X-Key": 5 } }] },
      'F: upstreams[0].credentialHeaders."X-Key": must be a credential name or { "credential", "prefix" }, not a number',
    ],
    [
      {
        upstreams: [
          {
            name: "a",
            url: "http://h/mcp",
            credentialHeaders: { "X-Key": { credential: "k", prefx: "" } },
          },
        ],
      },
      `F: upstreams[0].credentialHeaders."X-Key".prefx: unknown key; the keys here are 'credential', 'prefix'`,
    ],
    [
      { upstreams: [{ name: "a", command: "x", tasks: "always" }] },
      'F: upstreams[0].tasks: must be "auto", "prefer" or "never", not "always"',
    ],
    [
      { upstreams: [{ name: "a", command: "x", timeoutMs: -1 }] },
      "F: upstreams[0].timeoutMs: must be a positive number, not a number",
    ],
    [
      {
        upstreams: [
          { name: "a", command: "x" },
          { name: "a", command: "y" },
        ],
      },
      "F: upstreams[1].name: 'a' is also the name of upstreams[0]: names are unique",
    ],
    [
      { upstreams: [], executor: { approve: true } },
      /^F: executor\.approve: unknown key; the keys here are 'timeoutMs', 'retry'/,
    ],
  ])("%j: %s", async (content, message) => {
    const path = file(content);
    const error = await readGatewayConfig(path).catch((caught: unknown) => caught as Error);
    const expected = typeof message === "string" ? message.replace(/^F/, path) : message;
    const actual = (error as Error).message.replace(path, "F");
    if (typeof expected === "string") expect((error as Error).message).toBe(expected);
    else expect(actual).toMatch(expected);
  });

  test("a file that cannot be read is named with the reason", async () => {
    await expect(readGatewayConfig(join(directory, "absent.json"))).rejects.toThrow(
      `${join(directory, "absent.json")}: cannot read the file (ENOENT)`,
    );
  });

  test("a value is never in a message: only its kind", async () => {
    const secret = "sk-value-not-to-show-1234";
    const path = file({ upstreams: [{ name: "a", command: "x", env: { TOKEN: [secret] } }] });
    const error = (await readGatewayConfig(path).catch((caught: unknown) => caught)) as Error;
    expect(error.message).toBe(`${path}: upstreams[0].env.TOKEN: must be a string, not an array`);
    expect(error.message).not.toContain(secret);
  });
});
