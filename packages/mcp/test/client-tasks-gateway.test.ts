// kit-mcp as a gateway to an upstream whose tools run as MCP tasks (the raw task server of
// 2025-11-25, with `tasks: "prefer"` in its config entry): a client calls the gateway plainly,
// and the gateway's call of the upstream goes as a task, waited for, its result or failure
// passed on.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterAll, expect, test } from "vitest";
import { tasksServerCommand } from "./support/client-targets";
import { writeConfig } from "./support/gateway";
import { ChildStdioTransport, killAll, spawnKitMcp } from "./support/kit-mcp-process";

afterAll(killAll);

type CallResult = Awaited<ReturnType<Client["callTool"]>>;

function text(result: CallResult): string {
  return (result.content as { type: string; text?: string }[])
    .map((block) => block.text ?? "")
    .join("\n");
}

test("the gateway runs an upstream tool that requires a task as one, and one that allows it with 'prefer'", async () => {
  const config = writeConfig({
    upstreams: [{ name: "jobs", prefix: "jobs_", tasks: "prefer", ...tasksServerCommand("2025") }],
  });
  const gateway = spawnKitMcp(["serve", "--upstream", config]);
  const client = new Client({ name: "gateway-tasks-test", version: "1.0.0" });
  await client.connect(new ChildStdioTransport(gateway.child));
  try {
    const counted = await client.callTool({ name: "jobs_slow", arguments: { steps: 2 } });
    expect(text(counted)).toBe("counted 2");
    // Called plainly, the upstream answers "at once"; as a task, "as a task".
    const maybe = await client.callTool({ name: "jobs_maybe", arguments: {} });
    expect(text(maybe)).toBe("as a task");
    const broken = await client.callTool({ name: "jobs_broken", arguments: {} });
    expect(broken.isError).toBe(true);
    expect(text(broken)).toContain("the disk is full");
  } finally {
    await client.close();
  }
});
