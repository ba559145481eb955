// Helpers for tests that check that programs are gone and pids files are ready.
import { existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * Tells whether a process still runs. A zombie counts as gone: it has exited, and only
 * waits for its parent to reap it (an orphan's parent is init, which in some sandboxes
 * never reaps).
 * @param pid - the process id.
 * @returns `true` while the process runs.
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

/**
 * Waits until a condition holds, checking every 10 ms, at most `attempts` times. It only
 * gives the kernel time to finish a kill or a program time to start; nothing is timed.
 * @param condition - what to wait for.
 * @param attempts - how many checks before giving up.
 * @returns whether the condition held.
 */
export async function eventually(condition: () => boolean, attempts = 500): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (condition()) return true;
    await sleep(10);
  }
  return condition();
}

/**
 * Reads the "child grandchild" pids written by `fixtures/spawn-and-wait.sh`.
 * @param file - the pids file.
 * @returns both pids.
 */
export function readPids(file: string): { child: number; grandchild: number } {
  if (!existsSync(file)) throw new Error(`the program never wrote ${file}`);
  const [child, grandchild] = readFileSync(file, "utf8").trim().split(" ").map(Number);
  if (child === undefined || grandchild === undefined) throw new Error(`bad pids file ${file}`);
  return { child, grandchild };
}
