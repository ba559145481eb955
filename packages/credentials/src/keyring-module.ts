// The part of the optional peer `@napi-rs/keyring` that the keyring backend uses, so that a
// stand-in (in tests, or another keyring library) can take its place.

/** One keyring entry, as `@napi-rs/keyring`'s `AsyncEntry` exposes it. */
export interface KeyringEntry {
  /** Resolves the password, or `null`/`undefined` when the entry reads as absent. */
  getPassword(): Promise<string | null | undefined>;
  /** Stores the password (creating the entry); needed by the backend's `set` only. */
  setPassword?(password: string): Promise<void>;
  /** Removes the entry; resolves whether there was one. Needed by the backend's `delete` only. */
  deleteCredential?(): Promise<boolean>;
}

/** The part of `@napi-rs/keyring` that the keyring backend uses. */
export interface KeyringModule {
  /** Creates the entry for a service and an account. */
  AsyncEntry: new (
    service: string,
    account: string,
  ) => KeyringEntry;
  /** Lists every credential of a service; rejects when the store cannot be read. */
  findCredentialsAsync(service: string): Promise<readonly { account: string; password: string }[]>;
}
