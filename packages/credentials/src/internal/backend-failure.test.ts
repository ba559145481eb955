import { describe, expect, it } from "vitest";
import { CredentialBackendError } from "../errors/credential-backend-error";
import { backendFailure, lookupFailure } from "./backend-failure";

describe("backend failure wording", () => {
  it("words a lookup without a place exactly as backendFailure does", () => {
    const cause = new Error("socket hang up");
    const short = lookupFailure("vault", "api-key", "it timed out", cause);
    const long = backendFailure({
      provider: "vault",
      credential: "api-key",
      what: "it timed out",
      cause,
    });
    expect(short.message).toBe(
      "Credential backend 'vault' failed to look up 'api-key': it timed out",
    );
    expect(short.message).toBe(long.message);
    expect(CredentialBackendError.isInstance(short)).toBe(true);
    expect(short.toJSON()).toEqual(long.toJSON());
    expect((short.cause as Error).message).toBe("socket hang up");
    expect(lookupFailure("vault", "api-key", "down").cause).toBeUndefined();
    expect("cause" in lookupFailure("vault", "api-key", "down")).toBe(false);
  });

  it("names the place when there is one", () => {
    expect(
      backendFailure({
        provider: "files",
        credential: "a",
        where: "'/run/secrets'",
        what: "denied",
      }).message,
    ).toBe("Credential backend 'files' failed to look up 'a' in '/run/secrets': denied");
    expect(backendFailure({ provider: "env", credential: "", what: "broken" }).message).toBe(
      "Credential backend 'env' failed: broken",
    );
  });
});
