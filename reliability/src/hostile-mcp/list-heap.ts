// The heap of this process after a full collection, for the list-* tests' memory bounds. Vitest
// does not pass --expose-gc, so the flag is set at run time and `gc` taken from a new context.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** Megabytes of heap in use after collecting twice (weak references and finalizers settle). */
export async function heapAfterGcMb(): Promise<number> {
  for (let round = 0; round < 2; round += 1) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed / 1024 / 1024;
}
