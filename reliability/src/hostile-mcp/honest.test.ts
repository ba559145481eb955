// The harness itself: kit's client lists and calls the honest mode over both transports.
import { connectMcpServer } from "@kit/mcp";
import { ToolExecutor } from "@kit/tools";
import { afterEach, describe, expect, it } from "vitest";
import { type HostileHttp, hostileCommand, startHostileHttp } from "./hostile";

let server: HostileHttp | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("the hostile server's honest mode", () => {
  it("is listed and called over stdio", async () => {
    const connection = await connectMcpServer({ ...hostileCommand("honest"), timeoutMs: 20_000 });
    try {
      expect(connection.tools.map((tool) => tool.name)).toEqual(["echo"]);
      const result = await new ToolExecutor().execute(connection.tools[0]!, { text: "hi" });
      expect(result.status, String(result.error)).toBe("success");
      expect(result.content).toEqual([{ type: "text", text: "hi" }]);
    } finally {
      await connection.close();
    }
  });

  it("is listed and called over HTTP", async () => {
    server = await startHostileHttp("honest");
    const connection = await connectMcpServer({ url: server.url, timeoutMs: 20_000 });
    try {
      const result = await new ToolExecutor().execute(connection.tools[0]!, { text: "hey" });
      expect(result.status, String(result.error)).toBe("success");
      expect(result.content).toEqual([{ type: "text", text: "hey" }]);
    } finally {
      await connection.close();
    }
  });
});
