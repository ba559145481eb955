import { expect, test } from "vitest";
import { credentialVariable, environmentCredentials } from "./environment-credentials";

test("a name is read from KIT_CREDENTIAL_ and its upper-cased spelling, '-' and '.' as '_'", async () => {
  expect(credentialVariable("github-token.v2")).toBe("KIT_CREDENTIAL_GITHUB_TOKEN_V2");
  const env = { KIT_CREDENTIAL_GITHUB_TOKEN: "value-1", GITHUB_TOKEN: "not-read" };
  await expect(environmentCredentials(env).resolve(["github-token"])).resolves.toEqual({
    "github-token": "value-1",
  });
});

test("every missing name (an empty variable too) is named with its variable, never a value", async () => {
  const env = { KIT_CREDENTIAL_A: "", KIT_CREDENTIAL_B: "value-b" };
  await expect(environmentCredentials(env).resolve(["a", "b", "c"])).rejects.toThrow(
    "Credential not found in the environment: 'a' (KIT_CREDENTIAL_A), 'c' (KIT_CREDENTIAL_C); set the variable, or export 'credentials' from the module",
  );
});
