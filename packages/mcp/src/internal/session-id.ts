// Stateless HTTP's session id: the part of the handshake that later requests need (whether the
// client can answer elicitation and sampling requests) carried in the id itself, so that any
// process behind a load balancer can read it and none keeps a session.
import { randomUUID } from "node:crypto";
import type { ClientCapabilities } from "@modelcontextprotocol/sdk/types.js";

const ELICITATION = "e";
const SAMPLING = "s";

/**
 * A new session id for a client that declared `capabilities`: a random UUID, a dot, and a
 * letter per capability kit-mcp uses (`e` elicitation in form mode, `s` sampling).
 */
export function newSessionId(capabilities: ClientCapabilities | undefined): string {
  let flags = "";
  if (formElicitation(capabilities)) flags += ELICITATION;
  if (capabilities?.sampling !== undefined) flags += SAMPLING;
  return `${randomUUID()}.${flags}`;
}

/**
 * The capabilities a session id carries; `{}` for a request without one or with an id this
 * server did not make (the client can then answer nothing).
 */
export function sessionCapabilities(id: unknown): ClientCapabilities {
  if (typeof id !== "string") return {};
  const flags = id.slice(id.lastIndexOf(".") + 1);
  if (!/^e?s?$/.test(flags) || !id.includes(".")) return {};
  const capabilities: ClientCapabilities = {};
  if (flags.includes(ELICITATION)) capabilities.elicitation = {};
  if (flags.includes(SAMPLING)) capabilities.sampling = {};
  return capabilities;
}

/** `elicitation: {}` is form mode (the protocol's default); `{ url: {} }` alone is not. */
export function formElicitation(capabilities: ClientCapabilities | undefined): boolean {
  const elicitation = capabilities?.elicitation as Record<string, unknown> | undefined;
  if (elicitation === undefined) return false;
  return elicitation.form !== undefined || elicitation.url === undefined;
}
