// Hot path: one for every task started. A run's owner id only has to differ from every other
// run's (another process's too): only the store sees it, it grants nothing, so it needs no fresh
// random bytes per task, unlike the task's id. A random part per process, then a count.
let prefix: string | undefined;
let count = 0;

/** A fresh owner id, unique to this run of a task: `owner_<uuid>_<n>`. */
export function nextOwnerId(): string {
  prefix ??= `owner_${globalThis.crypto.randomUUID()}_`;
  count += 1;
  return prefix + count;
}
