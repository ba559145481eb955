// Typed reads of a parsed JSON config, each mistake a ConfigProblem with its JSON path.
import { ConfigProblem } from "./config-problem";

/** A JSON object of the config, read key by key under its path. */
export class ConfigReader {
  readonly #file: string;
  readonly #path: string;
  readonly #value: Readonly<Record<string, unknown>>;

  /**
   * @throws ConfigProblem when `value` is not a JSON object.
   */
  constructor(file: string, path: string, value: unknown) {
    this.#file = file;
    this.#path = path;
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw new ConfigProblem(file, path, `must be an object, not ${kind(value)}`);
    }
    this.#value = value as Record<string, unknown>;
  }

  /** The path of a key of this object. */
  at(key: string): string {
    const step = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
    return this.#path === "" ? step : `${this.#path}.${step}`;
  }

  /** A problem at a key (or at this object, without one). */
  problem(message: string, key?: string): ConfigProblem {
    return new ConfigProblem(this.#file, key === undefined ? this.#path : this.at(key), message);
  }

  /**
   * Refuses any key not in `known`.
   * @throws ConfigProblem naming the first unknown key and the known ones.
   */
  onlyKeys(known: readonly string[]): void {
    for (const key of Object.keys(this.#value)) {
      if (!known.includes(key)) {
        throw this.problem(
          `unknown key; the keys here are ${known.map((each) => `'${each}'`).join(", ")}`,
          key,
        );
      }
    }
  }

  /** Whether the key is present. */
  has(key: string): boolean {
    return Object.hasOwn(this.#value, key);
  }

  /** The raw value of a key. */
  raw(key: string): unknown {
    return this.has(key) ? this.#value[key] : undefined;
  }

  /** A string, or undefined when absent. */
  string(key: string): string | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (typeof value !== "string" || value === "") {
      throw this.problem(`must be a non-empty string, not ${kind(value)}`, key);
    }
    return value;
  }

  /** A positive finite number, or undefined when absent. */
  positiveNumber(key: string): number | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
      throw this.problem(`must be a positive number, not ${kind(value)}`, key);
    }
    return value;
  }

  /** An array of strings, or undefined when absent. */
  strings(key: string): string[] | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (!Array.isArray(value))
      throw this.problem(`must be an array of strings, not ${kind(value)}`, key);
    value.forEach((each, index) => {
      if (typeof each !== "string") {
        throw new ConfigProblem(
          this.#file,
          `${this.at(key)}[${index}]`,
          `must be a string, not ${kind(each)}`,
        );
      }
    });
    return [...value];
  }

  /** An object whose values are strings, or undefined when absent. Never names a value. */
  stringRecord(key: string): Record<string, string> | undefined {
    if (!this.has(key)) return undefined;
    const nested = this.object(key);
    const copy: Record<string, string> = {};
    for (const name of nested.keys()) {
      const value = nested.raw(name);
      if (typeof value !== "string") {
        throw nested.problem(`must be a string, not ${kind(value)}`, name);
      }
      copy[name] = value;
    }
    return copy;
  }

  /** A nested object's reader. */
  object(key: string): ConfigReader {
    return new ConfigReader(this.#file, this.at(key), this.raw(key));
  }

  /** The keys, in the file's order. */
  keys(): string[] {
    return Object.keys(this.#value);
  }
}

/** A JSON value's kind, for messages: never the value itself (it may be a secret). */
export function kind(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return value === "" ? "an empty string" : "a string";
  return `a ${typeof value}`;
}
