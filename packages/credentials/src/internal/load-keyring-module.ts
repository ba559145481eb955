// Loads the optional peer `@napi-rs/keyring` on first use, so that neither the main entry
// nor the `keyring` subpath needs it installed until a keyring lookup actually runs.

import type { KeyringModule } from "../keyring-module";

let loading: Promise<KeyringModule> | undefined;

/**
 * Imports `@napi-rs/keyring` once; a failed import is retried on the next call.
 * @throws Error when the module is missing or is not the expected API.
 */
export function loadKeyringModule(): Promise<KeyringModule> {
  loading ??= import("@napi-rs/keyring").then(
    (namespace: unknown) => {
      const candidates = [namespace, Reflect.get(Object(namespace), "default")];
      const module = candidates.find(isKeyringModule);
      if (module === undefined)
        throw new Error("@napi-rs/keyring does not export 'AsyncEntry' and 'findCredentialsAsync'");
      return module;
    },
    (error: unknown) => {
      throw new Error(
        "The keyring backend needs the optional package '@napi-rs/keyring': install it with `npm install @napi-rs/keyring`",
        { cause: error },
      );
    },
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

function isKeyringModule(value: unknown): value is KeyringModule {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof Reflect.get(value, "AsyncEntry") === "function" &&
    typeof Reflect.get(value, "findCredentialsAsync") === "function"
  );
}
