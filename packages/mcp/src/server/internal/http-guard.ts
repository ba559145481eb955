// Who may talk to kit-mcp over HTTP: a bearer token, compared in constant time, and an Origin
// check against browsers on other sites (DNS rebinding included); without a token (--no-auth),
// a loopback address to listen on and a Host check as well.
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

/**
 * Tells whether a `--host` value is a loopback address: `localhost`, `::1` (or `[::1]`), or an
 * IPv4 address in 127.0.0.0/8.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase();
  return (
    name === "localhost" ||
    name === "::1" ||
    name === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/**
 * Tells whether a request's `Host` header names a loopback host (`localhost`, an address in
 * 127.0.0.0/8, `[::1]`; any port). A page that reaches a local server through DNS rebinding sends its own
 * site's name there.
 */
export function loopbackHostHeader(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST_HEADER.test(host);
}

const LOOPBACK_HOST_HEADER = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?$/i;

function sha256(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}
