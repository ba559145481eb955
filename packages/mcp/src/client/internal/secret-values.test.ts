import { expect, test } from "vitest";
import { SecretValues } from "./secret-values";

test("every value is replaced, the longer first; short values are left alone", () => {
  const secrets = new SecretValues(["token-123", "token-123-extra", "1"]);
  expect(secrets.clean("a token-123-extra and token-123, 1 time")).toBe(
    "a [REDACTED] and [REDACTED], 1 time",
  );
});

test("an error holding a secret becomes a cleaned copy, causes included; a clean one is kept", () => {
  const secrets = new SecretValues(["hunter22"]);
  const clean = new Error("nothing here");
  expect(secrets.cleanError(clean)).toBe(clean);
  const dirty = new TypeError("outer", { cause: new Error("inner hunter22") });
  const cleaned = secrets.cleanError(dirty) as Error;
  expect(cleaned).not.toBe(dirty);
  expect(cleaned.name).toBe("TypeError");
  expect((cleaned.cause as Error).message).toBe("inner [REDACTED]");
  expect(cleaned.stack).not.toContain("hunter22");
  expect(secrets.cleanError("text hunter22")).toBe("text [REDACTED]");
});

test("values added later (a rotated credential) are replaced too, and the earlier ones still are", () => {
  const secrets = new SecretValues(["first-token"]);
  secrets.add(["second-token", "first-token-longer"]);
  expect(secrets.clean("first-token, second-token, first-token-longer")).toBe(
    "[REDACTED], [REDACTED], [REDACTED]",
  );
});

test("an error whose own fields hold a secret (the SDK's `data.text`) becomes a copy without them", () => {
  const secrets = new SecretValues(["hunter22"]);
  const refused = Object.assign(new Error("HTTP 500"), { data: { text: "bad hunter22" } });
  const cleaned = secrets.cleanError(refused) as Error;
  expect(cleaned).not.toBe(refused);
  expect(cleaned.message).toBe("HTTP 500");
  expect(JSON.stringify(cleaned)).not.toContain("hunter22");
  const plain = Object.assign(new Error("HTTP 500"), { data: { text: "nothing" } });
  expect(secrets.cleanError(plain)).toBe(plain);
});
