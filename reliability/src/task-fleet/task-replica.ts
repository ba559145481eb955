// One replica of the task fleet: an executor whose tasks live in the fleet's Redis, behind a
// small HTTP API (start, read, await, cancel). Its tool counts each of its runs and each abort it
// sees in Redis, so the scenario can check what really ran. Prints `listening on <port>`.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { RedisTaskStore } from "@kit/redis";
import { defineTool, TaskNotFoundError, ToolExecutor } from "@kit/tools";
import { Redis } from "ioredis";

const redis = new Redis(process.env.KIT_FLEET_REDIS_URL ?? "", { retryStrategy: () => 50 });
redis.on("error", () => undefined);
const leaseMs = Number(process.env.KIT_FLEET_LEASE_MS ?? 600);
const ttlMs = Number(process.env.KIT_FLEET_TTL_MS ?? 4_000);

// Not idempotent: the scenario checks it never ran twice for one task.
const job = defineTool({
  name: "job",
  inputSchema: { parameters: [{ name: "ms", type: "integer" }] },
  execute: async ({ ms }, _credentials, context) => {
    await redis.incr(`fleet:runs:${context.callId}`);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      context.signal.addEventListener("abort", () => {
        clearTimeout(timer);
        redis.sadd("fleet:aborted", context.callId).finally(() => reject(context.signal.reason));
      });
    });
    return { slept: ms };
  },
});

const executor = new ToolExecutor({
  stores: { tasks: new RedisTaskStore(redis, { prefix: "fleet:" }) },
  tasks: { leaseMs, ttlMs, pollMs: 200 },
});

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text === "" ? {} : (JSON.parse(text) as Record<string, unknown>);
}

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const [, action, taskId = ""] = (request.url ?? "").split("/");
  try {
    if (action === "start") {
      const { ms } = await body(request);
      const task = await executor.startTask(job, { ms }, { taskId });
      return send(response, 200, task);
    }
    if (action === "task") return send(response, 200, await executor.getTask(taskId));
    if (action === "cancel") return send(response, 200, await executor.cancelTask(taskId));
    if (action === "await") {
      const result = await executor.awaitTask(taskId, { raiseOnFailure: false, timeoutMs: 5_000 });
      return send(response, 200, { status: result.status, error: result.error?.message });
    }
    send(response, 404, { error: "no such action" });
  } catch (error) {
    const status = TaskNotFoundError.isInstance(error) ? 404 : 503;
    send(response, status, { error: (error as Error).message, name: (error as Error).name });
  }
}

const server = createServer((request, response) => {
  answer(request, response).catch(() => response.destroy());
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stderr.write(
    `listening on ${typeof address === "object" && address !== null ? address.port : 0}\n`,
  );
});
process.on("SIGTERM", () => {
  server.close();
  redis.disconnect();
  process.exit(0);
});
