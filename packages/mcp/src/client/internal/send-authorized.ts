// A request of a connection with `auth`: when it failed because the SDK sent the user to
// authorize (no token, one a refresh cannot renew, or one short of scope), wait for the user's
// code, finish the authorization and send the request again.
import { UnauthorizedError } from "@modelcontextprotocol/sdk/client/auth.js";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { OAuthSession } from "./oauth-session";

/** An authorization at connect, and one more when a request then needs a wider scope. */
export const MAX_AUTHORIZATIONS = 2;

/**
 * Sends a request, authorizing and sending it again (at most {@link MAX_AUTHORIZATIONS} times)
 * when the SDK started an authorization for it.
 * @param wait - ends the wait for the user (the caller's signal), besides `auth`'s own limit.
 * @param onAuthorized - called after an authorization, before the request goes again.
 * @throws what the request threw, when no authorization was started or it did not complete.
 */
export async function sendAuthorized<T>(
  client: Client,
  oauth: OAuthSession | undefined,
  send: () => Promise<T>,
  wait?: AbortSignal,
  onAuthorized?: () => void,
): Promise<T> {
  for (let authorizations = 0; ; authorizations += 1) {
    try {
      return await send();
    } catch (error) {
      const transport = client.transport;
      if (
        !(error instanceof UnauthorizedError) ||
        oauth === undefined ||
        !(transport instanceof StreamableHTTPClientTransport) ||
        authorizations >= MAX_AUTHORIZATIONS
      ) {
        throw error;
      }
      const code = await oauth.takeCode(wait);
      if (code === undefined) throw error;
      await transport.finishAuth(code);
      onAuthorized?.();
    }
  }
}
