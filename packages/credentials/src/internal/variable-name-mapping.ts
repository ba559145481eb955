// Maps credential names to environment-style variable names, shared by the environment
// and dotenv backends. Two differently spelled names never share one variable.

import { assertCredentialName } from "../credential-name";
import { CredentialError } from "../errors/credential-error";

// Anything a process environment or a dotenv file can hold as a key.
const VARIABLE_PATTERN = /^[^\s=\0]+$/;
const PREFIX_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Options of {@link VariableNameMapping}. */
export interface VariableNameMappingOptions {
  /** Prepended to the derived variable name; `""` allowed only when `prefixRequired` is off. */
  prefix?: string | undefined;
  /** An explicit credential-name-to-variable map; when given, only these names are held. */
  map?: Readonly<Record<string, string>> | undefined;
  /** What a variable is called in messages (`"environment variable"`, `"dotenv key"`). */
  noun: string;
  /** The class name used in messages. */
  owner: string;
  /** Whether an explicit non-empty prefix is needed when there is no map. */
  prefixRequired: boolean;
}

/**
 * Derives the variable of a credential name: the prefix, then the name upper-cased with
 * `-` and `.` turned into `_`. Several spellings share a variable (`a-b`, `a.b`, `A_B`),
 * so the first spelling looked up claims it and any other spelling is refused.
 */
export class VariableNameMapping {
  readonly #map: ReadonlyMap<string, string> | undefined;
  readonly #prefix: string;
  readonly #claims = new Map<string, string>();
  readonly #noun: string;

  /**
   * Checks and stores the mapping.
   * @throws TypeError for a missing or malformed prefix or map; CredentialError for an
   * invalid name in the map or two names mapped to the same variable.
   */
  constructor(options: VariableNameMappingOptions) {
    const { prefix, map, owner } = options;
    this.#noun = options.noun;
    if (prefix !== undefined && map !== undefined) {
      throw new TypeError(`${owner}: give either 'prefix' or 'map', not both`);
    }
    this.#prefix = prefix ?? "";
    if (map !== undefined) {
      this.#map = checkMap(map, options);
    } else if (
      options.prefixRequired ? !PREFIX_PATTERN.test(this.#prefix) : !isPrefix(this.#prefix)
    ) {
      throw new TypeError(
        `${owner}: ${options.prefixRequired ? "a non-empty prefix or a map is required; " : ""}` +
          "a prefix is ASCII letters, digits and '_', not starting with a digit",
      );
    }
  }

  /**
   * Gives the variable that holds a credential.
   * @returns the variable name, or `undefined` when an explicit map does not list the name.
   * @throws CredentialError when another spelling of the name already claimed the variable.
   */
  variableOf(name: string): string | undefined {
    const variable = this.peek(name);
    if (this.#map || variable === undefined) return variable;
    const claimant = this.#claims.get(variable);
    if (claimant === undefined) this.#claims.set(variable, name);
    else if (claimant !== name) {
      throw new CredentialError(
        `Credential names '${claimant}' and '${name}' both map to the ${this.#noun} ` +
          `'${variable}'; use one spelling, or an explicit map`,
      );
    }
    return variable;
  }

  /**
   * Gives the variable that would hold a credential, without claiming it.
   * @returns the variable name, or `undefined` when an explicit map does not list the name.
   */
  peek(name: string): string | undefined {
    if (this.#map) return this.#map.get(name);
    return `${this.#prefix}${name.toUpperCase().replace(/[-.]/g, "_")}`;
  }

  /**
   * Describes where a credential is looked for, for messages: `the environment variable 'KIT_A'`.
   * @param where - what follows the variable, e.g. ` of '.env'`; default nothing.
   */
  describe(name: string, where = ""): string {
    const variable = this.peek(name);
    return variable === undefined
      ? `no ${this.#noun}${where} (its map does not list '${name}')`
      : `the ${this.#noun} '${variable}'${where}`;
  }
}

function isPrefix(prefix: string): boolean {
  return prefix === "" || PREFIX_PATTERN.test(prefix);
}

function checkMap(
  map: Readonly<Record<string, string>>,
  options: VariableNameMappingOptions,
): ReadonlyMap<string, string> {
  const result = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const [name, variable] of Object.entries(map)) {
    assertCredentialName(name);
    if (typeof variable !== "string" || !VARIABLE_PATTERN.test(variable)) {
      throw new TypeError(
        `${options.owner}: the ${options.noun} mapped to '${name}' must be a non-empty ` +
          "string without whitespace or '='",
      );
    }
    const other = owners.get(variable);
    if (other !== undefined) {
      throw new CredentialError(
        `${options.owner}: credential names '${other}' and '${name}' both map to the ` +
          `${options.noun} '${variable}'; map each credential to its own ${options.noun}`,
      );
    }
    owners.set(variable, name);
    result.set(name, variable);
  }
  return result;
}
