import { inspect } from "node:util";
import { CANARY, visibleText } from "@kit/test-support";
import { describe, expect, it, vi } from "vitest";
import { CredentialBackendError } from "./credential-backend-error";
import { CredentialError } from "./credential-error";
import { CredentialNotFoundError } from "./credential-not-found-error";

describe("credential errors", () => {
  it("set name to the class name and keep the prototype chain", () => {
    const base = new CredentialError("base");
    const missing = new CredentialNotFoundError({ names: ["a"], providers: ["env"] });
    const backend = new CredentialBackendError("down", { provider: "env", credential: "a" });
    expect([base.name, missing.name, backend.name]).toEqual([
      "CredentialError",
      "CredentialNotFoundError",
      "CredentialBackendError",
    ]);
    expect(missing).toBeInstanceOf(CredentialError);
    expect(backend).toBeInstanceOf(Error);
    expect(missing.message).toBe(
      "Credential not found: 'a' (asked: 'env'); store it in one of these backends",
    );
    expect(Object.isFrozen(missing.names)).toBe(true);
  });

  it("recognise instances by their stamp, also from a second copy of the package", async () => {
    vi.resetModules();
    const copy = await import("./credential-backend-error");
    vi.resetModules();
    const other = new copy.CredentialBackendError("x", { provider: "p", credential: "c" });
    expect(copy.CredentialBackendError).not.toBe(CredentialBackendError);
    expect(other).not.toBeInstanceOf(CredentialBackendError);
    expect(CredentialBackendError.isInstance(other)).toBe(true);
    expect(CredentialError.isInstance(other)).toBe(true);
    expect(CredentialNotFoundError.isInstance(other)).toBe(false);
    expect(CredentialError.isInstance(new Error("plain"))).toBe(false);
    expect(CredentialError.isInstance(null)).toBe(false);
    expect(CredentialBackendError.isInstance(new CredentialError("base"))).toBe(false);
  });

  it("serialise to name, message and context fields, never the cause", () => {
    const base = new CredentialError("Credential 'a' is bad", { cause: new Error(CANARY) });
    expect(JSON.parse(JSON.stringify(base))).toEqual({
      name: "CredentialError",
      message: "Credential 'a' is bad",
    });
    const backend = new CredentialBackendError("down", {
      provider: "env",
      credential: "a",
      cause: new Error(`token=${CANARY}`),
    });
    expect(JSON.parse(JSON.stringify(backend))).toEqual({
      name: "CredentialBackendError",
      message: "down",
      provider: "env",
      credential: "a",
    });
    const missing = new CredentialNotFoundError({ names: ["a", "b"], providers: ["env"] });
    expect(JSON.parse(JSON.stringify(missing))).toEqual({
      name: "CredentialNotFoundError",
      message:
        "Credentials not found: 'a', 'b' (asked: 'env'); store them in one of these backends",
      names: ["a", "b"],
      providers: ["env"],
    });
  });

  it("keep a cleaned copy of the cause, leaving the original untouched", () => {
    const original = Object.assign(new Error(`request failed with api_key=${CANARY}`), {
      code: "ECONNREFUSED",
      response: { body: CANARY },
      cause: `inner ${CANARY}`,
    });
    const error = new CredentialBackendError(`could not use ${CANARY}`, {
      provider: "vault",
      credential: "key",
      cause: original,
      secrets: [CANARY],
    });
    const cause = error.cause as Error & { code?: string };
    expect(cause).not.toBe(original);
    expect(cause.code).toBe("ECONNREFUSED");
    expect(error.message).toBe("could not use [REDACTED]");
    expect(visibleText(error)).not.toContain(CANARY);
    expect(inspect(error, { showHidden: true, depth: Number.POSITIVE_INFINITY })).toContain(
      "ECONNREFUSED",
    );
    expect(original.message).toContain(CANARY);
    expect(original.response.body).toBe(CANARY);
  });
});
