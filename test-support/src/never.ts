/** A promise that never settles: the body of a tool that hangs until it is aborted or timed out. */
export function never(): Promise<never> {
  return new Promise<never>(() => {});
}
