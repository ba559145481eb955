// The public surface of @kit/credentials: what this file exports is the package's API.
// The OS keyring backend lives on its own subpath, "@kit/credentials/keyring".
export type { CachingCredentialProviderOptions } from "./caching-credential-provider";
export { CachingCredentialProvider } from "./caching-credential-provider";
export type {
  CommandCredentialProviderOptions,
  CommandExit,
} from "./command-credential-provider";
export { CommandCredentialProvider } from "./command-credential-provider";
export { CredentialManager } from "./credential-manager";
export { assertCredentialName, isCredentialName } from "./credential-name";
export type { CredentialLookupOptions, CredentialProvider } from "./credential-provider";
export type { DotenvCredentialProviderOptions } from "./dotenv-credential-provider";
export { DotenvCredentialProvider } from "./dotenv-credential-provider";
export type { EnvironmentCredentialProviderOptions } from "./environment-credential-provider";
export { EnvironmentCredentialProvider } from "./environment-credential-provider";
export type { CredentialBackendErrorOptions } from "./errors/credential-backend-error";
export { CredentialBackendError } from "./errors/credential-backend-error";
export type { CredentialErrorOptions } from "./errors/credential-error";
export { CredentialError } from "./errors/credential-error";
export type {
  CredentialLookupPlace,
  CredentialNotFoundErrorOptions,
} from "./errors/credential-not-found-error";
export { CredentialNotFoundError } from "./errors/credential-not-found-error";
export type { MemoryCredentialProviderOptions } from "./memory-credential-provider";
export { MemoryCredentialProvider } from "./memory-credential-provider";
export type { SecretsDirectoryCredentialProviderOptions } from "./secrets-directory-credential-provider";
export { SecretsDirectoryCredentialProvider } from "./secrets-directory-credential-provider";
export type { StaticCredentialProviderOptions } from "./static-credential-provider";
export { StaticCredentialProvider } from "./static-credential-provider";
export type { WritableCredentialProvider } from "./writable-credential-provider";
export { isWritableCredentialProvider } from "./writable-credential-provider";
