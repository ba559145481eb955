import { describe, expect, it } from "vitest";
import { formatPath } from "./value-path";

describe("formatPath", () => {
  it("writes ASCII identifiers after a dot, indexes in brackets, other keys as JSON strings", () => {
    expect(formatPath(["items", 2, "qty"])).toBe("items[2].qty");
    expect(formatPath(["p", "_a1", "$b", "Z9"])).toBe("p._a1.$b.Z9");
    expect(formatPath(["p", "1a", "", "a.b", "a-b", "é", "a b"])).toBe(
      'p["1a"][""]["a.b"]["a-b"]["é"]["a b"]',
    );
    // The parameter's own name comes first as it is.
    expect(formatPath(["a.b", "c"])).toBe("a.b.c");
  });
});
