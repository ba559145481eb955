// A default as a factory of fresh values, for the libraries that take one (zod, valibot).

/** Returns the default itself for primitives, a fresh copy for the (flat) list defaults used here. */
export function freshDefault(value: unknown): () => unknown {
  if (Array.isArray(value)) return () => [...value];
  return () => value;
}
