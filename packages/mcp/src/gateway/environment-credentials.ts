// The gateway's credentials when its module exports none: environment variables under the
// prefix KIT_CREDENTIAL_, spelled as @kit/credentials' EnvironmentCredentialProvider spells them
// (`github-token` is read from KIT_CREDENTIAL_GITHUB_TOKEN), without depending on that package.
import type { CredentialResolver } from "@kit/tools";

// The prefix of the variables the gateway reads credentials from.
const CREDENTIAL_PREFIX = "KIT_CREDENTIAL_";

/** The variable a credential name is read from. */
export function credentialVariable(name: string): string {
  return CREDENTIAL_PREFIX + name.toUpperCase().replace(/[-.]/g, "_");
}

/**
 * A resolver reading `KIT_CREDENTIAL_<NAME>` from `env` at each resolve (an empty variable is
 * missing). A name never becomes another lookup than that variable.
 */
export function environmentCredentials(
  env: Readonly<Record<string, string | undefined>> = process.env,
): CredentialResolver {
  return {
    resolve: async (names) => {
      const values: Record<string, string> = {};
      const missing: string[] = [];
      for (const name of names) {
        const value = env[credentialVariable(name)];
        if (value === undefined || value === "") missing.push(name);
        else values[name] = value;
      }
      if (missing.length > 0) {
        const list = missing.map((name) => `'${name}' (${credentialVariable(name)})`).join(", ");
        throw new Error(
          `Credential not found in the environment: ${list}; set the variable, or export 'credentials' from the module`,
        );
      }
      return values;
    },
  };
}
