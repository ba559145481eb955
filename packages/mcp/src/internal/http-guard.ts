// Who may talk to kit-mcp over HTTP: a bearer token, compared in constant time, and an Origin
// check against browsers on other sites (DNS rebinding included).
import { createHash, timingSafeEqual } from "node:crypto";

/** Tells whether an `Authorization` header carries the token, in time independent of it. */
export function bearerCheck(token: string): (authorization: string | undefined) => boolean {
  // Hashes have equal lengths, as timingSafeEqual needs, whatever the header holds.
  const expected = sha256(token);
  return (authorization) => {
    const match = /^Bearer +(\S+) *$/i.exec(authorization ?? "");
    return match !== null && timingSafeEqual(sha256(match[1] ?? ""), expected);
  };
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Tells whether a request's `Origin` may call: no Origin (not a browser), a loopback origin,
 * or one of `allowed` (as `URL.origin` spells them).
 */
export function originCheck(allowed: readonly string[]): (origin: string | undefined) => boolean {
  const extra = new Set(allowed);
  return (origin) => {
    if (origin === undefined) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return false;
    return LOOPBACK_HOSTS.has(url.hostname) || extra.has(url.origin);
  };
}

function sha256(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}
