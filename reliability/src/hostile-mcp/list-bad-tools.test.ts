// Issue 32, point 6 (the client's side): one good tool among an empty name, names with a path, a
// bidi override and a NUL, and schemas nested 10,000 levels (input and output). The connection
// opens (no "Maximum call stack size exceeded"), leaves the bad tools out and names them in
// `skipped`, the good one works, and the provider formats declare the connection's tools.
import {
  anthropicFormat,
  geminiFormat,
  openAIChatFormat,
  openAIResponsesFormat,
} from "@kit/providers";
import { CANARY } from "@kit/test-support";
import { ToolExecutor } from "@kit/tools";
import { describe, expect, it } from "vitest";
import { hostileSession } from "./hostile-session";

const session = hostileSession();

const BAD_NAME = "its name is not an MCP tool name (1 to 128 of A-Z, a-z, 0-9, '_', '-', '.')";

describe.each(["stdio", "http"] as const)("bad tools among good ones over %s", (transport) => {
  it("are left out and named; the good tool works and every format declares it", async () => {
    const connection = await session.connect("list-bad-tools", transport);
    expect(connection.tools.map((tool) => tool.name)).toEqual(["echo"]);
    expect(connection.skipped).toEqual([
      { name: "", reason: BAD_NAME },
      { name: "../../etc/passwd", reason: BAD_NAME },
      { name: "evil\\u202eexe.txt", reason: BAD_NAME },
      { name: "nul\\u0000name", reason: BAD_NAME },
      {
        name: "deep_input",
        reason: "its inputSchema nests deeper than 100 levels, the most kit reads",
      },
      {
        name: "deep_output",
        reason: "its outputSchema nests deeper than 100 levels, the most kit reads",
      },
    ]);
    expect(Object.isFrozen(connection.skipped)).toBe(true);
    const result = await new ToolExecutor().execute(connection.tools[0]!, { text: "hi" });
    expect(result.content).toEqual([{ type: "text", text: "hi" }]);
    const formats = [
      openAIChatFormat(),
      openAIResponsesFormat(),
      anthropicFormat(),
      geminiFormat(),
    ];
    for (const format of formats) {
      expect(format.tools(connection.tools)).toHaveLength(1);
    }
  });
});

it("a bad tool's name that echoes a secret of the connection is shown redacted", async () => {
  const connection = await session.connect("list-bad-tools", "stdio", {
    env: { LIST_SECRET: CANARY },
  });
  expect(connection.tools.map((tool) => tool.name)).toEqual(["echo"]);
  expect(connection.skipped.at(-1)).toEqual({ name: "key/[REDACTED]", reason: BAD_NAME });
  expect(JSON.stringify(connection.skipped)).not.toContain(CANARY);
});
