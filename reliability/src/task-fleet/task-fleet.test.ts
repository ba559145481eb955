// The task fleet (issue 35): four replicas whose executors keep their tasks in one Redis, behind a
// round-robin proxy. 1,000 tasks of a tool that is not idempotent are started across them, every
// tenth cancelled and all awaited through whichever replica the proxy picks, and one replica is
// killed (SIGKILL) while they run. Every task must end in a true state and be readable, none may
// run twice, a cancelled task's tool must have seen its abort, and no task key may be left once
// the results expired. What ran is counted by the tool itself, in Redis.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { RedisProcess } from "@kit/test-support/redis-server";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, test } from "vitest";
import { roundRobinProxy } from "../fleet/replicas";

const TASKS = Number(process.env.KIT_TASK_FLEET_TASKS ?? 1_000);
const LEASE_MS = 1_500;
const TTL_MS = 10_000;
const ROOT = fileURLToPath(new URL("../../", import.meta.url));

interface Replica {
  readonly child: ChildProcess;
  readonly port: number;
}

let redis: RedisProcess;
let watch: Redis;
const replicas: Replica[] = [];
let live: number[] = [];
let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;

function startReplica(): Promise<Replica> {
  const child = spawn(
    process.execPath,
    ["--conditions=@kit/source", "--import", "tsx", "src/task-fleet/task-replica.ts"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        KIT_FLEET_REDIS_URL: redis.url,
        KIT_FLEET_LEASE_MS: String(LEASE_MS),
        KIT_FLEET_TTL_MS: String(TTL_MS),
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  return new Promise((resolve, reject) => {
    child.stderr?.setEncoding("utf8").on("data", (text: string) => {
      stderr += text;
      const match = /listening on (\d+)/.exec(stderr);
      if (match !== null) resolve({ child, port: Number(match[1]) });
    });
    child.once("exit", (code) => reject(new Error(`a replica exited (${code}):\n${stderr}`)));
  });
}

beforeAll(async () => {
  redis = await RedisProcess.start({ persist: false });
  watch = new Redis(redis.url);
  replicas.push(...(await Promise.all([0, 1, 2, 3].map(() => startReplica()))));
  live = replicas.map((replica) => replica.port);
  proxy = await roundRobinProxy(() => live);
});

afterAll(async () => {
  for (const { child } of replicas) child.kill("SIGKILL");
  await new Promise<void>((resolve) => proxy?.server.close(() => resolve()));
  watch?.disconnect();
  await redis?.stop();
});

// Through the proxy; a replica that is gone (502, a reset socket) or busy (503) is retried, as a
// client behind a load balancer would.
async function call(
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  let last = "";
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${proxy.port}${path}`, {
        method,
        headers: { "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.status === 200) return json;
      if (response.status === 404) return { missing: true, ...json };
      last = `HTTP ${response.status} ${JSON.stringify(json)}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${method} ${path} never answered: ${last}`);
}

async function pool<T>(
  items: readonly T[],
  size: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index] as T, index);
      }
    }),
  );
}

test("1,000 tasks across four replicas, one killed: every task ends true, none runs twice, none is lost, no key is left", async () => {
  const ids = Array.from({ length: TASKS }, (_, index) => `task-${index}`);
  let killed = false;
  const finished = new Map<string, Record<string, unknown>>();
  // Each client starts its task, cancels every tenth through whichever replica comes next, then
  // waits for it and reads how it ended.
  await pool(ids, 64, async (taskId, index) => {
    await call("POST", `/start/${taskId}`, { ms: 150 + ((index * 37) % 450) });
    if (index % 10 === 0) await call("POST", `/cancel/${taskId}`);
    if (!killed && index >= TASKS * 0.4) {
      killed = true;
      const victim = replicas[1] as Replica;
      victim.child.kill("SIGKILL");
      live = live.filter((port) => port !== victim.port);
    }
    for (;;) {
      const awaited = await call("GET", `/await/${taskId}`);
      // Finished, or not found (which the checks below report).
      if (awaited.status !== undefined || awaited.missing === true) break;
    }
    finished.set(taskId, await call("GET", `/task/${taskId}`));
  });
  expect(killed).toBe(true);

  const counts = { completed: 0, failed: 0, cancelled: 0 };
  const problems: string[] = [];
  const aborted = new Set(await watch.smembers("fleet:aborted"));
  for (const taskId of ids) {
    const task = finished.get(taskId) ?? {};
    const runs = Number((await watch.get(`fleet:runs:${taskId}`)) ?? 0);
    const status = task.status as keyof typeof counts;
    const lost = /was lost/.test(String(task.message));
    if (task.missing === true) problems.push(`${taskId}: not found after it ran (${runs} runs)`);
    else if (!(status in counts)) problems.push(`${taskId}: ended ${String(status)}`);
    else counts[status]++;
    if (runs > 1) problems.push(`${taskId}: ran ${runs} times`);
    if (status === "completed" && runs !== 1)
      problems.push(`${taskId}: completed after ${runs} runs`);
    if (status === "failed" && !lost)
      problems.push(`${taskId}: failed with ${String(task.message)}`);
    if (status === "cancelled" && !lost && runs === 1 && !aborted.has(taskId)) {
      problems.push(`${taskId}: cancelled, but its tool never saw the abort`);
    }
    if (index(taskId) % 10 !== 0 && status === "cancelled")
      problems.push(`${taskId}: cancelled, never asked`);
  }
  expect(problems).toEqual([]);
  // Every tenth was asked to be cancelled; the killed replica's running tasks were found lost.
  expect(counts.cancelled).toBeGreaterThan(0);
  expect(counts.cancelled).toBeLessThanOrEqual(TASKS / 10);
  expect(counts.failed).toBeGreaterThan(0);
  expect(counts.completed + counts.failed + counts.cancelled).toBe(TASKS);

  // Once their results expired (ttl) and their tombstones too (ttl again), no task key is left.
  let keys: string[] = [];
  for (let wait = 0; wait < 150; wait++) {
    keys = await watch.keys("fleet:task:*");
    if (keys.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(keys).toEqual([]);
});

function index(taskId: string): number {
  return Number(taskId.slice("task-".length));
}
