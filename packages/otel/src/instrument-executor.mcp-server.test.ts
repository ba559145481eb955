// A remote MCP tool's span names its server: kit.mcp.server and kit.mcp.tool from the tags
// @kit/mcp puts on each remote tool.
import { defineTool } from "@kit/tools";
import { describe, expect, it } from "vitest";
import { weatherTool } from "../test/fixtures";
import { freshTelemetryPerTest } from "../test/harness";
import { instrumentExecutor } from "./instrument-executor";

const bed = freshTelemetryPerTest();

// What connectMcpServer({ name: "files", prefix: "files_" }) makes of the server's read_file.
const remoteTool = defineTool({
  name: "files_read_file",
  description: "Reads a file.",
  tags: { "mcp.server": "files", "mcp.tool": "read_file", team: "storage" },
  inputSchema: { parameters: [{ name: "path", type: "string" }] },
  execute: ({ path }) => {
    if (path === "/etc/shadow") throw new Error("Access denied");
    return { content: "text" };
  },
});

describe("the MCP server of a remote tool", () => {
  it("is on the span of a success and of a failure, with the tool's name on the server", async () => {
    instrumentExecutor(bed.executor, {
      tracerProvider: bed.telemetry.tracerProvider,
      meterProvider: bed.telemetry.meterProvider,
    });
    await bed.executor.execute(remoteTool, { path: "/tmp/a" });
    await bed.executor.execute(remoteTool, { path: "/etc/shadow" }, { raiseOnFailure: false });
    const spans = bed.telemetry.spans();
    expect(spans).toHaveLength(2);
    for (const span of spans) {
      expect(span.name).toBe("execute_tool files_read_file");
      expect(span.attributes).toMatchObject({
        "gen_ai.tool.name": "files_read_file",
        "kit.mcp.server": "files",
        "kit.mcp.tool": "read_file",
      });
      // Other tags are the user's own, never telemetry.
      expect(JSON.stringify(span.attributes)).not.toContain("storage");
    }
    // Bounded as it is, the label stays off the metric, whose attributes DESIGN fixes.
    const [point] = await bed.telemetry.histogram("agent.tool.execution.duration");
    expect(point?.attributes).not.toHaveProperty("kit.mcp.server");
  });

  it("is absent from a local tool's span", async () => {
    instrumentExecutor(bed.executor, { tracerProvider: bed.telemetry.tracerProvider });
    await bed.executor.execute(weatherTool, { city: "Oslo" });
    const [span] = bed.telemetry.spans();
    expect(span?.attributes).not.toHaveProperty("kit.mcp.server");
    expect(span?.attributes).not.toHaveProperty("kit.mcp.tool");
  });
});
