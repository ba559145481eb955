// Stateless HTTP's session id: the part of the handshake that later requests need (whether the
// client can answer elicitation and sampling requests, and whether it knows the priming events
// of protocol 2025-11-25) carried in the id itself, so that any
// process behind a load balancer can read it and none keeps a session.
import { randomUUID } from "node:crypto";
import type { ClientCapabilities } from "@modelcontextprotocol/server";

const ELICITATION = "e";
const SAMPLING = "s";
const RESUMABLE = "r";
/** The first protocol version whose clients take a priming event (an id and empty data). */
export const PRIMING_VERSION = "2025-11-25";

/**
 * A new session id for a client that declared `capabilities` and asked for `protocolVersion`: a
 * random UUID, a dot, and a letter per capability kit-mcp uses (`e` elicitation in form mode,
 * `s` sampling), and `r` for a client of 2025-11-25 or later (it can resume an event stream).
 */
export function newSessionId(
  capabilities: ClientCapabilities | undefined,
  protocolVersion: string,
): string {
  let flags = "";
  if (formElicitation(capabilities)) flags += ELICITATION;
  if (capabilities?.sampling !== undefined) flags += SAMPLING;
  if (protocolVersion >= PRIMING_VERSION) flags += RESUMABLE;
  return `${randomUUID()}.${flags}`;
}

/** Whether a session id says its client asked for protocol 2025-11-25 or later. */
export function resumableSession(id: unknown): boolean {
  return typeof id === "string" && sessionFlags(id)?.includes(RESUMABLE) === true;
}

/**
 * The capabilities a session id carries; `{}` for a request without one or with an id this
 * server did not make (the client can then answer nothing).
 */
export function sessionCapabilities(id: unknown): ClientCapabilities {
  if (typeof id !== "string") return {};
  const flags = sessionFlags(id);
  if (flags === undefined) return {};
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

// The letters after the id's last dot; undefined for an id this server did not make.
function sessionFlags(id: string): string | undefined {
  const flags = id.slice(id.lastIndexOf(".") + 1);
  return /^e?s?r?$/.test(flags) && id.includes(".") ? flags : undefined;
}
