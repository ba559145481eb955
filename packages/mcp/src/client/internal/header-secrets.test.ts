import { CANARY } from "@kit/test-support";
import { expect, test } from "vitest";
import { headerSecrets, recordSecrets } from "./header-secrets";

test.each([
  ["Authorization", `Bearer ${CANARY}`],
  ["Authorization", `bearer   ${CANARY}`],
  ["Authorization", `Token ${CANARY}`],
  ["Proxy-Authorization", `DPoP ${CANARY}`],
  ["X-Upstream", `Bearer ${CANARY}`],
  ["X-Api-Key", `ApiKey ${CANARY}`],
])("%s: %s holds the bare token", (name, value) => {
  const secrets = headerSecrets(name, value);
  expect(secrets).toContain(value);
  expect(secrets).toContain(CANARY);
});

test("Basic: the decoded pair and the password are secrets too", () => {
  const pair = `someone:${CANARY}`;
  const encoded = Buffer.from(pair).toString("base64");
  const secrets = headerSecrets("Authorization", `Basic ${encoded}`);
  expect(secrets).toEqual(expect.arrayContaining([encoded, pair, CANARY]));
});

test("a Cookie's values and a Digest's long parameters are secrets; short ones are not", () => {
  expect(headerSecrets("Cookie", `theme=dark; session=${CANARY}`)).toEqual([
    `theme=dark; session=${CANARY}`,
    CANARY,
  ]);
  const digest = `Digest username="someone", qop=auth, response="${CANARY}", cnonce="0a4f113b"`;
  const secrets = headerSecrets("Authorization", digest);
  expect(secrets).toContain(CANARY);
  expect(secrets).toContain("0a4f113b");
  expect(secrets).not.toContain("someone");
  expect(secrets).not.toContain("auth");
});

test("a header that says nothing of a credential is a secret whole, never in parts", () => {
  expect(headerSecrets("Accept", "text/html, application/json;q=0.9")).toEqual([
    "text/html, application/json;q=0.9",
  ]);
  expect(headerSecrets("X-Trace", "span one two")).toEqual(["span one two"]);
});

test("a secret-looking name without a scheme: the value, trimmed too", () => {
  expect(headerSecrets("X-Api-Key", ` ${CANARY} `)).toEqual([` ${CANARY} `, CANARY]);
  expect(recordSecrets({ API_TOKEN: `Bearer ${CANARY}`, HOME: "/home/me" })).toEqual([
    `Bearer ${CANARY}`,
    CANARY,
    "/home/me",
  ]);
});
