// Credentials as one file each in a directory: Docker's /run/secrets, Kubernetes secret
// volumes, systemd's $CREDENTIALS_DIRECTORY. Every read goes to the disk, so rotation shows.
import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { type FileHandle, lstat, open, realpath, rename, stat, unlink } from "node:fs/promises";
import { isAbsolute, join, relative, sep } from "node:path";
import { assertCredentialName } from "./credential-name";
import type { CredentialLookupOptions } from "./credential-provider";
import { CredentialBackendError } from "./errors/credential-backend-error";
import { backendFailure } from "./internal/backend-failure";
import { checkSecretValue } from "./internal/check-secret-value";
import { decodeSecretText } from "./internal/decode-secret-text";
import { describeSystemError, errorCode } from "./internal/describe-system-error";
import type { WritableCredentialProvider } from "./writable-credential-provider";

/** Options of {@link SecretsDirectoryCredentialProvider}. */
export interface SecretsDirectoryCredentialProviderOptions {
  /** The directory holding one file per credential, named after the credential. */
  directory: string;
  /** The largest file accepted, in bytes; default 64 KiB. A larger file is a backend error. */
  maxBytes?: number;
  /** The name used in messages; default `"files"`. */
  name?: string;
}

// 64 KiB, written as a literal: bundlers keep `64 * 1024` even where this backend is unused.
const DEFAULT_MAX_BYTES = 65_536;
// Marked pure so that bundles without this backend drop it.
const RETRY = /* @__PURE__ */ Symbol("retry");
type Operation = "look up" | "store" | "delete";

/**
 * A backend reading one UTF-8 file per credential from a directory. The file
 * `<directory>/<name>` holds the value; one trailing newline (`\n` or `\r\n`) is removed.
 * A name never reaches outside the directory: the file's real path, after following
 * symbolic links, must lie inside the directory's real path, so links inside the
 * directory work (the `..data` links of Kubernetes) and links leading out are refused.
 * Names starting with `..` are never read (Kubernetes keeps its bookkeeping there).
 * Nothing is cached: a replaced file or an atomic `..data` swap shows at the next read.
 * `set` writes atomically (a temporary file named `..kit-*.tmp`, which `get` never reads, made
 * with mode `0600` and renamed over the credential's file); `delete` removes the file.
 *
 * @example
 * ```ts
 * import { SecretsDirectoryCredentialProvider } from "@kit/credentials";
 *
 * const provider = new SecretsDirectoryCredentialProvider({ directory: "/run/secrets" });
 * const key = await provider.get("weather-api-key"); // contents of /run/secrets/weather-api-key
 * ```
 */
export class SecretsDirectoryCredentialProvider implements WritableCredentialProvider {
  /** The name used in messages. */
  readonly name: string;
  /** The directory read. */
  readonly directory: string;
  /** The largest file accepted, in bytes. */
  readonly maxBytes: number;

  /**
   * Creates the provider; the directory is first read at the first lookup.
   * @throws TypeError without a directory; RangeError for a size cap that is not a
   * positive integer.
   */
  constructor(options: SecretsDirectoryCredentialProviderOptions) {
    if (typeof options?.directory !== "string" || options.directory === "") {
      throw new TypeError(
        "SecretsDirectoryCredentialProvider: 'directory' must be a non-empty string",
      );
    }
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) {
      throw new RangeError(
        "SecretsDirectoryCredentialProvider: 'maxBytes' must be a positive integer",
      );
    }
    this.directory = options.directory;
    this.maxBytes = maxBytes;
    this.name = options.name ?? "files";
  }

  /**
   * Reads one credential's file.
   * @returns the contents without one trailing newline, or `undefined` when there is no
   * such file.
   * @throws CredentialError for an invalid name; CredentialBackendError when the directory
   * is missing, the file is not a regular file, too large, not UTF-8, unreadable or leads
   * outside the directory; the signal's `reason` when aborted.
   */
  async get(name: string, options: CredentialLookupOptions = {}): Promise<string | undefined> {
    assertCredentialName(name);
    const { signal } = options;
    signal?.throwIfAborted();
    if (name.startsWith("..")) return undefined;
    // A Kubernetes swap between resolving and opening makes the old target vanish: retry once.
    const first = await this.#read(name, signal);
    if (first !== RETRY) return first;
    const second = await this.#read(name, signal);
    if (second !== RETRY) return second;
    throw this.#failure(name, "the file kept changing while being opened");
  }

  /**
   * Writes one credential's file atomically, readable by this user only (mode `0600`). A value
   * ending in a line end gets one more, so that `get` returns it exactly.
   * @throws CredentialError for an invalid name; TypeError for a value that is not a string;
   * CredentialBackendError for a name starting with `..`, a value over `maxBytes`, a missing
   * directory, or a failed write; the signal's `reason` when aborted.
   */
  async set(name: string, value: string, options: CredentialLookupOptions = {}): Promise<void> {
    assertCredentialName(name);
    checkSecretValue(this.name, name, value);
    const { signal } = options;
    signal?.throwIfAborted();
    if (name.startsWith("..")) {
      throw this.#failure(name, "names starting with '..' are reserved", undefined, "store");
    }
    const bytes = Buffer.from(value.endsWith("\n") ? `${value}\n` : value, "utf8");
    if (bytes.length > this.maxBytes) {
      const what = `the value is larger than the limit of ${this.maxBytes} bytes`;
      throw this.#failure(name, what, undefined, "store");
    }
    const root = await this.#root(name, "store");
    signal?.throwIfAborted();
    const temporary = join(root, `..kit-${randomBytes(8).toString("hex")}.tmp`);
    try {
      const flags =
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
      const handle = await open(temporary, flags, 0o600);
      try {
        // The umask may only remove bits; chmod makes the mode exact.
        await handle.chmod(0o600);
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, join(root, name));
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw this.#failure(name, describeSystemError(error), error, "store");
    }
  }

  /**
   * Removes one credential's file (a symbolic link is removed, not what it points to).
   * @returns whether there was such a file.
   * @throws CredentialError for an invalid name; CredentialBackendError when the directory is
   * missing, the name is a directory, or the file cannot be removed; the signal's `reason`
   * when aborted.
   */
  async delete(name: string, options: CredentialLookupOptions = {}): Promise<boolean> {
    assertCredentialName(name);
    options.signal?.throwIfAborted();
    if (name.startsWith("..")) return false;
    const root = await this.#root(name, "delete");
    const path = join(root, name);
    try {
      if ((await lstat(path)).isDirectory()) {
        throw this.#failure(name, "its file is a directory", undefined, "delete");
      }
      await unlink(path);
      return true;
    } catch (error) {
      if (CredentialBackendError.isInstance(error)) throw error;
      if (errorCode(error) === "ENOENT") return false;
      throw this.#failure(name, describeSystemError(error), error, "delete");
    }
  }

  /**
   * Says which file holds a credential, for "not found" messages.
   * @returns `the file '/run/secrets/weather-api-key'`.
   */
  describeLookup(name: string): string {
    return `the file '${join(this.directory, name)}'`;
  }

  async #read(
    name: string,
    signal: AbortSignal | undefined,
  ): Promise<string | undefined | typeof RETRY> {
    const root = await this.#root(name);
    signal?.throwIfAborted();
    let target: string;
    try {
      target = await realpath(join(root, name));
    } catch (error) {
      if (errorCode(error) === "ENOENT") return undefined;
      throw this.#failure(name, describeSystemError(error), error);
    }
    // "..2026_01_01/key" (Kubernetes) is inside; only ".." itself or "../..." is outside.
    const path = relative(root, target);
    if (path === ".." || path.startsWith(`..${sep}`) || isAbsolute(path)) {
      throw this.#failure(name, "the file leads outside the secrets directory");
    }
    signal?.throwIfAborted();
    let handle: FileHandle;
    try {
      handle = await open(target, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
    } catch (error) {
      if (errorCode(error) === "ENOENT" || errorCode(error) === "ELOOP") return RETRY;
      throw this.#failure(name, describeSystemError(error), error);
    }
    try {
      return await this.#contents(name, handle, signal);
    } finally {
      await handle.close();
    }
  }

  async #root(name: string, operation: Operation = "look up"): Promise<string> {
    try {
      const root = await realpath(this.directory);
      if (!(await stat(root)).isDirectory())
        throw this.#failure(name, "that path is not a directory", undefined, operation);
      return root;
    } catch (error) {
      if (CredentialBackendError.isInstance(error)) throw error;
      const why =
        errorCode(error) === "ENOENT" ? "the directory does not exist" : describeSystemError(error);
      throw this.#failure(name, why, error, operation);
    }
  }

  async #contents(
    name: string,
    handle: FileHandle,
    signal: AbortSignal | undefined,
  ): Promise<string> {
    const stats = await handle.stat();
    if (stats.isDirectory()) throw this.#failure(name, "its file is a directory");
    if (!stats.isFile()) throw this.#failure(name, "its file is not a regular file");
    // Read one byte past the cap: the size reported by stat is not trusted.
    const buffer = Buffer.alloc(this.maxBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      signal?.throwIfAborted();
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > this.maxBytes) {
      throw this.#failure(name, `the file is larger than the limit of ${this.maxBytes} bytes`);
    }
    const text = decodeSecretText(buffer.subarray(0, length));
    if (text === undefined) throw this.#failure(name, "the file is not valid UTF-8");
    return text;
  }

  #failure(
    name: string,
    what: string,
    cause?: unknown,
    operation: Operation = "look up",
  ): CredentialBackendError {
    const where = `'${this.directory}'`;
    return backendFailure({ provider: this.name, credential: name, where, what, cause, operation });
  }
}
