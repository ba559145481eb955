// Point 14 of issue 32: Redis without persistence, killed (-9) and restarted while calls held
// their call ids' claims: 380 calls then failed with "still running elsewhere" for claims that
// Redis had lost, not held by any call. A claim Redis lost is claimed again by its own call;
// its outcome is stored anew, so a repeat of the id still gets it; with persistence nothing is
// lost in the first place.
import { redisStores } from "@kit/redis";
import { defineTool, ToolExecutor } from "@kit/tools";
import { expect, test } from "vitest";
import { startFaultyRedis } from "./redis-faults";

test.each([false, true])(
  "persistence %s: calls whose claims a kill -9 and restart lost run once, and their ids stay theirs",
  async (persist) => {
    const redis = await startFaultyRedis({ persist });
    try {
      const runs: string[] = [];
      let openGate = (): void => undefined;
      const gate = new Promise<void>((resolve) => {
        openGate = resolve;
      });
      let waiting = 0;
      const charge = defineTool({
        name: "charge",
        credentialNames: ["card-key"],
        inputSchema: { parameters: [{ name: "order", type: "string" }] } as const,
        execute: ({ order }) => {
          runs.push(order);
          return { charged: order };
        },
      });
      const executor = new ToolExecutor({
        // Each call holds its claim while its credential is resolved: the kill comes then.
        credentials: {
          resolve: async () => {
            waiting++;
            await gate;
            return { "card-key": "card-key-value-0123456789" };
          },
        },
        stores: redisStores(redis.client(), { prefix: "claims:" }),
      });
      const orders = Array.from({ length: 20 }, (_, index) => `o${index}`);
      const calls = orders.map((order) =>
        executor.execute(charge, { order }, { callId: `call-${order}`, raiseOnFailure: false }),
      );
      while (waiting < orders.length) await new Promise((resolve) => setTimeout(resolve, 5));
      await redis.killAndRestart();
      openGate();
      const outcomes = await Promise.all(calls);
      expect(outcomes.map((outcome) => outcome.error?.message)).toEqual(
        orders.map(() => undefined),
      );
      expect(runs.sort()).toEqual([...orders].sort());
      // A repeat of each id gets the stored outcome; nothing runs again.
      const repeats = await Promise.all(
        orders.map((order) =>
          executor.execute(charge, { order }, { callId: `call-${order}`, raiseOnFailure: false }),
        ),
      );
      expect(repeats.map((repeat) => repeat.output)).toEqual(
        orders.map((order) => ({ charged: order })),
      );
      expect(runs).toHaveLength(orders.length);
    } finally {
      await redis.stop();
    }
  },
);
