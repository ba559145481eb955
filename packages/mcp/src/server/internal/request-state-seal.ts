// The requestState of protocol 2026-07-28 as kit hands it out: the answers a tool call has had
// so far, bound to the tool and its arguments and to an expiry, sealed with AES-256-GCM under
// the deployment's key. The client cannot read it (encrypted) nor forge or alter it
// (authenticated), and any replica that holds the same key can open it: no replica keeps state.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** The prefix of a sealed state: the format's version, so a later format can be told apart. */
const PREFIX = "kit1.";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
// Authenticated with the ciphertext: a token of another purpose under the same key fails.
const ASSOCIATED_DATA = Buffer.from("kit-mcp requestState v1");

/** What a sealed state carries. */
export interface RequestStateContent {
  /** The answers so far, under the keys of the questions they answer. */
  readonly answers: Readonly<Record<string, unknown>>;
  /** The keys of the questions asked in the last round, which the client answers now. */
  readonly pending: readonly string[];
}

/** What a state is bound to: the call it was handed out for. */
export interface RequestStateBinding {
  readonly toolName: string;
  readonly inputs: Readonly<Record<string, unknown>>;
}

/** Why a requestState was refused; its message is the one the client reads. */
export class RequestStateRefusal extends Error {
  override readonly name = "RequestStateRefusal";
}

interface Sealed {
  readonly t: string;
  readonly h: string;
  readonly e: number;
  readonly a: Record<string, unknown>;
  readonly p: string[];
}

/** Seals and opens the requestState of one server's tool calls under one key. */
export class RequestStateSeal {
  readonly #key: Buffer;
  readonly #ttlMs: number;

  /**
   * @param key - 32 bytes (AES-256).
   * @param ttlMs - how long a state handed out stays valid.
   */
  constructor(key: Uint8Array, ttlMs: number) {
    this.#key = Buffer.from(key);
    this.#ttlMs = ttlMs;
  }

  /** The sealed text of `content` for the call `binding`, valid for the seal's lifetime. */
  seal(binding: RequestStateBinding, content: RequestStateContent): string {
    const sealed: Sealed = {
      t: binding.toolName,
      h: argumentsDigest(binding.inputs),
      e: Date.now() + this.#ttlMs,
      a: { ...content.answers },
      p: [...content.pending],
    };
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    cipher.setAAD(ASSOCIATED_DATA);
    const body = Buffer.concat([cipher.update(JSON.stringify(sealed), "utf8"), cipher.final()]);
    return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
  }

  /**
   * Opens a state the client sent back with a call.
   * @throws RequestStateRefusal when it is not one this key sealed, was altered, has expired,
   * or was handed out for another tool or other arguments.
   */
  open(token: string, binding: RequestStateBinding): RequestStateContent {
    const sealed = this.#decrypt(token);
    if (sealed.e < Date.now()) {
      throw new RequestStateRefusal(
        "Invalid requestState: it has expired; call the tool again without requestState and inputResponses",
      );
    }
    if (sealed.t !== binding.toolName || sealed.h !== argumentsDigest(binding.inputs)) {
      throw new RequestStateRefusal(
        `Invalid requestState: it was handed out for another call (tool '${sealed.t === binding.toolName ? binding.toolName : "another tool"}' with other arguments); send it back only with the same tool name and arguments`,
      );
    }
    return { answers: sealed.a, pending: sealed.p };
  }

  #decrypt(token: string): Sealed {
    const refused = new RequestStateRefusal(
      "Invalid requestState: it was not handed out by this server (or by a replica with the same state key), or it was altered; send back exactly the requestState of the last result",
    );
    if (!token.startsWith(PREFIX)) throw refused;
    const bytes = Buffer.from(token.slice(PREFIX.length), "base64url");
    if (bytes.length < IV_BYTES + TAG_BYTES + 2) throw refused;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.#key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(ASSOCIATED_DATA);
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const text = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString("utf8");
      return JSON.parse(text) as Sealed;
    } catch {
      throw refused;
    }
  }
}

/**
 * The state key from an option or an environment variable: 32 bytes, as a `Uint8Array`, 64
 * hex digits, or base64 / base64url (43 or 44 characters).
 * @param where - what the key came from, for the error (`options.requestStateKey`,
 * `KIT_MCP_STATE_KEY`).
 * @throws TypeError when the key is anything else; the message never holds the key.
 */
export function readRequestStateKey(value: unknown, where: string): Uint8Array {
  if (value instanceof Uint8Array) {
    if (value.length === KEY_BYTES) return new Uint8Array(value);
    throw new TypeError(
      `${where} must be 32 bytes (AES-256), got ${value.length} byte${value.length === 1 ? "" : "s"}`,
    );
  }
  if (typeof value === "string") {
    const text = value.trim();
    if (/^[0-9a-fA-F]{64}$/.test(text)) return new Uint8Array(Buffer.from(text, "hex"));
    if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
      const bytes = Buffer.from(text.replace(/=$/, ""), "base64url");
      if (bytes.length === KEY_BYTES) return new Uint8Array(bytes);
    }
    throw new TypeError(
      `${where} must be 32 random bytes written as 64 hex digits or as base64 (44 characters), got a string of ${text.length} characters that is neither; make one with: node -e "console.log(require('node:crypto').randomBytes(32).toString('base64'))"`,
    );
  }
  throw new TypeError(
    `${where} must be a Uint8Array of 32 bytes or a string of 64 hex digits or base64, got ${value === null ? "null" : typeof value}`,
  );
}

/** A random key for a process whose deployment configured none (one replica only). */
export function randomRequestStateKey(): Uint8Array {
  return new Uint8Array(randomBytes(KEY_BYTES));
}

// The arguments' digest, independent of key order: a retry may send the same object with its
// keys in another order.
function argumentsDigest(inputs: Readonly<Record<string, unknown>>): string {
  return createHash("sha256").update(stableJson(inputs)).digest("base64url");
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
