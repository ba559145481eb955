import { IssuerMismatchError } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { acceptSameOriginIssuer, isSameOriginIssuer, issuerCheckOptions } from "./legacy-issuer";
import type { ConnectionAuth } from "./provided-auth";

const server = new URL("http://localhost:4000/mcp");

describe("an issuer on the MCP server's own origin", () => {
  it("is accepted when the metadata came from that origin's root", () => {
    const error = new IssuerMismatchError(
      "metadata",
      "http://localhost:4000/",
      "http://localhost:4000/oauth",
    );
    expect(isSameOriginIssuer(error, server)).toBe(true);
  });

  it("is refused on another origin, another port, or another scheme", () => {
    for (const received of [
      "http://evil.test/",
      "http://localhost:4001/oauth",
      "https://localhost:4000/oauth",
      "not a URL",
    ]) {
      const error = new IssuerMismatchError("metadata", "http://localhost:4000/", received);
      expect(isSameOriginIssuer(error, server), received).toBe(false);
    }
  });

  it("is refused when the metadata came from another authorization server", () => {
    const error = new IssuerMismatchError(
      "metadata",
      "http://auth.test/tenant",
      "http://localhost:4000/oauth",
    );
    expect(isSameOriginIssuer(error, server)).toBe(false);
  });

  it("never covers the callback's iss (RFC 9207), nor other errors", () => {
    const callback = new IssuerMismatchError(
      "authorization_response",
      "http://localhost:4000/",
      "http://localhost:4000/oauth",
    );
    expect(isSameOriginIssuer(callback, server)).toBe(false);
    expect(isSameOriginIssuer(new Error("Issuer mismatch"), server)).toBe(false);
  });

  it("turns the SDK's check off only for the connection it was accepted for", () => {
    const one = {} as ConnectionAuth;
    const other = {} as ConnectionAuth;
    acceptSameOriginIssuer(one);
    expect(issuerCheckOptions(one)).toEqual({ skipIssuerMetadataValidation: true });
    expect(issuerCheckOptions(other)).toEqual({});
  });
});
