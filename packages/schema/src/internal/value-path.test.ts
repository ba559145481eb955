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

  it("writes each key the same way every time, past the keys it keeps and for long keys", () => {
    const keys = Array.from({ length: 1_500 }, (_, index) =>
      index % 3 === 0 ? `k${index}` : index % 3 === 1 ? `k-${index}` : `${"x".repeat(70)}.${index}`,
    );
    const expected = (key: string): string =>
      /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
    for (let round = 0; round < 2; round++) {
      for (const key of keys) expect(formatPath(["p", key, 0])).toBe(`p${expected(key)}[0]`);
    }
    expect(formatPath(["p", "__proto__", "constructor"])).toBe("p.__proto__.constructor");
  });
});
