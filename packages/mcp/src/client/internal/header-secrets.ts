// The secrets of a connection's `headers` (and `env`): every value whole, and the token inside a
// value that carries one. A server may echo the bare token of `Authorization: Bearer <token>`
// without its scheme, or one cookie of a `Cookie` header: each is a secret by itself.

// A name that says its value is a credential: Authorization, X-Api-Key, Cookie, GITHUB_TOKEN...
const SECRET_NAME = /auth|token|key|secret|cookie|session|passw|credential|signature/i;

// `<scheme> <credentials>`, as RFC 9110 spells an Authorization value.
const SCHEME_VALUE = /^([A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]*)[ \t]+(\S.*)$/s;

// The schemes of the HTTP Authentication Scheme Registry, and the common unregistered ones: a
// value that starts with one holds a credential whatever its header is called.
const SCHEMES = new Set([
  "basic",
  "bearer",
  "digest",
  "dpop",
  "gnap",
  "hoba",
  "mutual",
  "negotiate",
  "ntlm",
  "privatetoken",
  "scram-sha-1",
  "scram-sha-256",
  "vapid",
  "concealed",
  "token",
  "apikey",
  "api-key",
  "key",
  "aws4-hmac-sha256",
]);

// A `name=value` parameter (Digest, AWS, cookies) shorter than this is not taken for a secret:
// `qop=auth` or `nc=00000001` would otherwise garble every text that says "auth".
const MIN_PARAMETER_LENGTH = 8;

// The values of `name=value` pairs separated by `,` or `;`, unquoted.
function parameterValues(text: string): string[] {
  const values: string[] = [];
  for (const pair of text.split(/[,;]/)) {
    const equals = pair.indexOf("=");
    if (equals <= 0) continue;
    const value = pair
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/s, "$1");
    if (value.length >= MIN_PARAMETER_LENGTH) values.push(value);
  }
  return values;
}

// Basic's `user:password` in base64: the pair and the password.
function basicParts(credentials: string): string[] {
  const decoded = Buffer.from(credentials, "base64").toString("utf8");
  // Not base64 of text (or not a pair): nothing more to take.
  if (!decoded.includes(":") || Buffer.from(decoded, "utf8").toString("base64") !== credentials) {
    return [];
  }
  return [decoded, decoded.slice(decoded.indexOf(":") + 1)];
}

/**
 * The secrets one header (or variable) holds: its value, and, when its name or its value says it
 * is a credential, the parts of it a server could repeat alone: the credentials after an
 * authentication scheme (`Bearer <token>`: the token; `Basic`: the decoded pair and password),
 * and the values of its `name=value` parameters (cookies, Digest, AWS signatures).
 */
export function headerSecrets(name: string, value: string): string[] {
  const secrets = [value];
  const trimmed = value.trim();
  const scheme = SCHEME_VALUE.exec(trimmed);
  const isScheme = scheme !== null && SCHEMES.has((scheme[1] as string).toLowerCase());
  if (!isScheme && !SECRET_NAME.test(name)) return secrets;
  if (trimmed !== value) secrets.push(trimmed);
  if (scheme !== null) {
    const credentials = (scheme[2] as string).trim();
    secrets.push(credentials);
    if ((scheme[1] as string).toLowerCase() === "basic") secrets.push(...basicParts(credentials));
  }
  secrets.push(...parameterValues(trimmed));
  return secrets;
}

/** The secrets of every header (or variable) of a record: see {@link headerSecrets}. */
export function recordSecrets(record: Readonly<Record<string, string>>): string[] {
  return Object.entries(record).flatMap(([name, value]) => headerSecrets(name, value));
}
