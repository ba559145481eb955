// The `@kit/credentials/keyring` entry: the OS keyring backend, kept apart from the main
// entry so that only its users need the optional peer `@napi-rs/keyring`.
export type { KeyringCredentialProviderOptions } from "./keyring-credential-provider";
export { KeyringCredentialProvider } from "./keyring-credential-provider";
export type { KeyringEntry, KeyringModule } from "./keyring-module";
