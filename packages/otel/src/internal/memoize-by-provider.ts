// Hot path: runs on every call (a lookup; the work happens when the provider changes).
// Instruments are made once per provider and made again only when the provider changes
// (the global meter provider may be registered after the executor was instrumented).
import { reportError } from "./report-error";

/**
 * Memoizes `create` on the last provider it was called with; a failure is reported once
 * and gives `undefined` until the provider changes.
 */
export function memoizeByProvider<TProvider, TValue>(
  create: (provider: TProvider) => TValue,
): (provider: TProvider) => TValue | undefined {
  // Providers are objects, so `undefined` never matches one.
  let last: TProvider | undefined;
  let value: TValue | undefined;
  return (provider) => {
    if (provider !== last) {
      last = provider;
      value = undefined;
      try {
        value = create(provider);
      } catch (error) {
        reportError(error);
      }
    }
    return value;
  };
}
