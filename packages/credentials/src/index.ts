// The public surface of @kit/credentials: what this file exports is the package's API.

// Command backend
export type {
  CommandCredentialProviderOptions,
  CommandExit,
} from "./command-credential-provider";
export { CommandCredentialProvider } from "./command-credential-provider";
export type { CredentialBackendErrorOptions } from "./credential-backend-error";
export { CredentialBackendError } from "./credential-backend-error";
export type { CredentialErrorOptions } from "./credential-error";
export { CredentialError } from "./credential-error";
export { CredentialManager } from "./credential-manager";
export { assertCredentialName, isCredentialName } from "./credential-name";
export type { CredentialNotFoundErrorOptions } from "./credential-not-found-error";
export { CredentialNotFoundError } from "./credential-not-found-error";
export type { CredentialLookupOptions, CredentialProvider } from "./credential-provider";
export type { StaticCredentialProviderOptions } from "./static-credential-provider";
export { StaticCredentialProvider } from "./static-credential-provider";
