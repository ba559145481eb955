// How a header of an HTTP connection is filled from a credential, named rather than given.

/**
 * A header's value from a credential: its name (`"github-token"`, sent as it is), or the name
 * with a text put before the value (`{ credential: "github-token", prefix: "Bearer " }`).
 */
export type CredentialHeader =
  | string
  | {
      /** The credential's name, as the resolver knows it. */
      readonly credential: string;
      /** Put before the value (`"Bearer "`, `"token "`); default none. */
      readonly prefix?: string | undefined;
    };
