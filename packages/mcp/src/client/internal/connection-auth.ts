// Which authorization a connection's target uses: none (stdio, or HTTP without `auth`), the
// authorization-code flow with a user, or a grant without one (or the user's own provider).
import { OAuthSession } from "./oauth-session";
import type { ServerTarget } from "./open-client";
import { type ConnectionAuth, ProvidedAuth } from "./provided-auth";
import type { SecretValues } from "./secret-values";

/**
 * The authorization of a connection to `target`, made once for the connection's life.
 * @param server - the server's label.
 * @returns `undefined` when the target is not authorized with OAuth.
 */
export function connectionAuth(
  target: ServerTarget,
  server: string,
  secrets: SecretValues,
): ConnectionAuth | undefined {
  if (target.kind !== "http" || target.auth === undefined) return undefined;
  if (target.auth.kind === "authorization_code") {
    return new OAuthSession(target.auth, server, secrets, target.url);
  }
  return new ProvidedAuth(target.auth, secrets, target.url);
}
