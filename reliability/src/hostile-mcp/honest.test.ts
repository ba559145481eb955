// The harness itself: kit's client lists and calls the honest mode over both transports.
import { ToolExecutor } from "@kit/tools";
import { describe, expect, it } from "vitest";
import { hostileSession } from "./hostile-session";

const session = hostileSession();

describe.each(["stdio", "http"] as const)(
  "the hostile server's honest mode over %s",
  (transport) => {
    it("is listed and called", async () => {
      const connection = await session.connect("honest", transport);
      expect(connection.tools.map((tool) => tool.name)).toEqual(["echo"]);
      const result = await new ToolExecutor().execute(connection.tools[0]!, { text: "hi" });
      expect(result.status, String(result.error)).toBe("success");
      expect(result.content).toEqual([{ type: "text", text: "hi" }]);
    });
  },
);
