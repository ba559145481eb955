import { describe, expect, it } from "vitest";
import { mcpOAuthCredentialNames } from "./mcp-oauth-credential-names";

describe("mcpOAuthCredentialNames", () => {
  it("derives readable, valid credential names from the URL, with a hash that tells servers apart", () => {
    const names = mcpOAuthCredentialNames("https://tools.example.com/mcp");
    expect(names).toEqual({
      tokens: "mcp-oauth.tools.example.com_mcp-5577ea8e.tokens",
      client: "mcp-oauth.tools.example.com_mcp-5577ea8e.client",
      verifier: "mcp-oauth.tools.example.com_mcp-5577ea8e.verifier",
    });
    // "/a_b" and "/a/b" read the same; the hash keeps them apart.
    const first = mcpOAuthCredentialNames("https://x.example/a_b").tokens;
    const second = mcpOAuthCredentialNames("https://x.example/a/b").tokens;
    expect(first).not.toBe(second);
    // The query is not part of the server's identity.
    expect(mcpOAuthCredentialNames("https://tools.example.com/mcp?session=1")).toEqual(names);
  });

  it("keeps every name within the credential-name rule, however long the URL", () => {
    const long = `https://${"sub.".repeat(40)}example.com/${"path/".repeat(40)}`;
    for (const name of Object.values(mcpOAuthCredentialNames(long))) {
      expect(name).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
    }
  });

  it("takes an explicit key, and refuses one that would not be a valid name", () => {
    expect(mcpOAuthCredentialNames("https://a.example/mcp", "linear").tokens).toBe(
      "mcp-oauth.linear.tokens",
    );
    for (const key of ["", "..", "a/b", "x".repeat(81), "ü"]) {
      expect(() => mcpOAuthCredentialNames("https://a.example/mcp", key)).toThrow(
        "'auth.key' must be 1-80 letters, digits, '.', '_' or '-'.",
      );
    }
  });
});
