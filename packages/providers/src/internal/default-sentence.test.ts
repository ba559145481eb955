import { expect, test } from "vitest";
import { withDefaultSentence } from "./default-sentence";

test("a description without a full stop gets one before the default", () => {
  expect(withDefaultSentence("Preview changes using git-style diff format", false)).toBe(
    "Preview changes using git-style diff format. Default: false.",
  );
});

test("a description that ends a sentence is kept as it is; none gives the default alone", () => {
  expect(withDefaultSentence("Units of the result.", "metric")).toBe(
    'Units of the result. Default: "metric".',
  );
  expect(withDefaultSentence("Really?  ", 1)).toBe("Really? Default: 1.");
  expect(withDefaultSentence(undefined, [1])).toBe("Default: [1].");
  expect(withDefaultSentence("", null)).toBe("Default: null.");
});
