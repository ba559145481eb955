// Names that none of the backends asked holds.
import { hasErrorMarker, markError } from "../internal/error-marker";
import { CredentialError } from "./credential-error";

/** Options of {@link CredentialNotFoundError}. */
export interface CredentialNotFoundErrorOptions {
  /** Every credential that no backend holds. */
  names: readonly string[];
  /** The name of every backend that was asked, in order. */
  providers: readonly string[];
  /**
   * Where the backends looked, for the message: per missing credential, each backend that
   * described its place (`CredentialProvider.describeLookup`). Never a value.
   */
  places?: readonly CredentialLookupPlace[];
}

/** Where one backend looked for one credential. */
export interface CredentialLookupPlace {
  /** The credential. */
  credential: string;
  /** The backend's name. */
  provider: string;
  /** The place: `the environment variable 'KIT_CREDENTIAL_WEATHER_API_KEY'`. */
  place: string;
}

/**
 * Thrown by `CredentialManager.resolve` when some credentials are held by none of its
 * backends. One error lists every missing name and every backend asked.
 */
export class CredentialNotFoundError extends CredentialError {
  /** Every credential that was not found. */
  declare readonly names: readonly string[];
  /** Every backend that was asked, in order. */
  declare readonly providers: readonly string[];

  /**
   * Creates the error; the message is built from the names, the backends and the places:
   * `Credential not found: 'a' (asked: 'env'); store it in one of these backends. Looked for
   * 'a' in 'env': the environment variable 'KIT_A'`.
   */
  constructor(options: CredentialNotFoundErrorOptions) {
    const names = Object.freeze([...options.names]);
    const providers = Object.freeze([...options.providers]);
    const one = names.length === 1;
    super(
      `Credential${one ? "" : "s"} not found: ${quote(names)} (asked: ${quote(providers)}); ` +
        `store ${one ? "it" : "them"} in one of these backends${describePlaces(names, options.places)}`,
    );
    markError(this, "CredentialNotFoundError");
    this.names = names;
    this.providers = providers;
  }

  /** Tells whether a value is a `CredentialNotFoundError`, also from another installed copy. */
  static override isInstance(value: unknown): value is CredentialNotFoundError {
    return hasErrorMarker(value, "CredentialNotFoundError");
  }

  /** The JSON form: `name`, `message`, `names` and `providers`. */
  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), names: this.names, providers: this.providers };
  }
}

function quote(list: readonly string[]): string {
  return list.map((item) => `'${item}'`).join(", ");
}

// One sentence per credential that some backend described: "Looked for 'a' in 'env': ...; 'files': ...".
function describePlaces(
  names: readonly string[],
  places: readonly CredentialLookupPlace[] | undefined,
): string {
  if (!Array.isArray(places)) return "";
  return names
    .map((name) => {
      const own = places.filter((place) => place.credential === name);
      if (own.length === 0) return "";
      const list = own.map(({ provider, place }) => `'${provider}': ${place}`).join("; ");
      return `. Looked for '${name}' in ${list}`;
    })
    .join("");
}
