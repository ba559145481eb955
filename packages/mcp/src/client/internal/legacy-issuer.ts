// A 2025-03-26 server keeps its authorization on its own origin: the metadata is read from
// `<origin>/.well-known/oauth-authorization-server`, and some name an issuer under a path of
// that origin (`<origin>/oauth`). RFC 8414 section 3.3 wants the issuer to be the URL the
// metadata was read from; that check guards against one authorization server posing as another.
// An issuer on the very origin the metadata came from is the same party, so kit accepts it for
// that connection, and nothing wider: an issuer on another origin is still refused.
import { IssuerMismatchError } from "@modelcontextprotocol/client";
import type { ConnectionAuth } from "./provided-auth";

const accepted = new WeakSet<ConnectionAuth>();

/**
 * Whether a failed connect is the metadata issuer check refusing an issuer on the MCP server's
 * own origin, when the metadata was read from that origin's root (the 2025-03-26 discovery, or a
 * server whose resource metadata names its own origin as the authorization server).
 */
export function isSameOriginIssuer(error: unknown, serverUrl: URL): boolean {
  if (!(error instanceof IssuerMismatchError) || error.kind !== "metadata") return false;
  const root = `${serverUrl.origin}/`;
  if (error.expected !== root || error.received === undefined) return false;
  try {
    return new URL(error.received).origin === serverUrl.origin;
  } catch {
    return false;
  }
}

/** Remembers that this connection's authorization server names an issuer of its own origin. */
export function acceptSameOriginIssuer(oauth: ConnectionAuth): void {
  accepted.add(oauth);
}

/** The SDK's option for the metadata check, for a connection whose issuer kit accepted. */
export function issuerCheckOptions(
  oauth: ConnectionAuth,
): { readonly skipIssuerMetadataValidation: true } | Record<string, never> {
  return accepted.has(oauth) ? { skipIssuerMetadataValidation: true } : {};
}
