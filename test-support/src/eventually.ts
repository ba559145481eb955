/**
 * Waits until `check` holds, asking it again every 10 ms, at most `tries` times: for state that
 * another process or a timer changes (a task's status, a heartbeat). A bound on a hang, not a
 * speed check.
 * @throws Error when it never held.
 */
export async function eventually(check: () => Promise<boolean>, tries = 500): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the condition never held in ${tries} tries`);
}
