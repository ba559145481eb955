// A request of a connection with `auth`: when it failed because the SDK sent the user to
// authorize (no token, or one a refresh cannot renew), or because the token lacks a scope the
// server names (403 insufficient_scope), wait for the user's answer, finish the authorization
// and send the request again: at most once for a scope, so a scope never granted is an error
// that says so rather than a loop of questions.
import {
  auth,
  type Client,
  InsufficientScopeError,
  StreamableHTTPClientTransport,
  UnauthorizedError,
} from "@modelcontextprotocol/client";
import { issuerCheckOptions } from "./legacy-issuer";
import type { ConnectionAuth } from "./provided-auth";

/** An authorization at connect, and one more when a request then needs a wider scope. */
export const MAX_AUTHORIZATIONS = 2;

/**
 * Sends a request, authorizing and sending it again (at most {@link MAX_AUTHORIZATIONS} times)
 * when the SDK started an authorization for it or the server asked for a wider scope.
 * @param wait - ends the wait for the user (the caller's signal), besides `auth`'s own limit.
 * @param onAuthorized - called after an authorization, before the request goes again.
 * @throws what the request threw, when no authorization was started or it did not complete;
 * an Error saying HTTP 403 when the wider scope was asked for and still not granted.
 */
export async function sendAuthorized<T>(
  client: Client,
  oauth: ConnectionAuth | undefined,
  send: () => Promise<T>,
  wait?: AbortSignal,
  onAuthorized?: () => void,
): Promise<T> {
  let scopeAsked = false;
  for (let authorizations = 0; ; authorizations += 1) {
    try {
      return await send();
    } catch (error) {
      const transport = client.transport;
      if (
        oauth === undefined ||
        !(transport instanceof StreamableHTTPClientTransport) ||
        authorizations >= MAX_AUTHORIZATIONS
      ) {
        throw refusal(error);
      }
      if (error instanceof InsufficientScopeError) {
        if (scopeAsked) throw refusal(error);
        scopeAsked = true;
        // The scopes held and the ones asked for: a refresh keeps a token's scope, so the user
        // is asked again.
        const scope = oauth.widerScope(error.requiredScope);
        const result = await auth(oauth.provider, {
          serverUrl: oauth.serverUrl,
          ...(scope === undefined ? {} : { scope }),
          forceReauthorization: true,
          ...issuerCheckOptions(oauth),
          ...(error.resourceMetadataUrl === undefined
            ? {}
            : { resourceMetadataUrl: error.resourceMetadataUrl }),
        });
        if (result === "AUTHORIZED") {
          onAuthorized?.();
          continue;
        }
      } else if (!(error instanceof UnauthorizedError)) {
        throw error;
      }
      const answer = await oauth.takeCode(wait);
      if (answer === undefined) throw refusal(error);
      await transport.finishAuth(answer.code, answer.iss);
      onAuthorized?.();
    }
  }
}

// A scope still short after asking: the HTTP status and the scope named, never a token.
function refusal(error: unknown): unknown {
  if (!(error instanceof InsufficientScopeError)) return error;
  const scope =
    error.requiredScope === undefined ? "" : ` (it requires the scope '${error.requiredScope}')`;
  return new Error(
    `the server refused the request with HTTP 403 insufficient_scope${scope}, and the authorization did not grant it`,
    { cause: error },
  );
}
