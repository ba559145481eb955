import { defineTool } from "@kit/tools";
import { expect, test } from "vitest";
import { anthropicFormat } from "../anthropic-format";
import { geminiFormat } from "../gemini-format";
import { joinSentences } from "./default-sentence";

const sayDefault = (description: string | undefined, value: unknown): string =>
  joinSentences([description ?? "", `Default: ${JSON.stringify(value)}.`]);

test("a description without a full stop gets one before the default", () => {
  expect(sayDefault("Preview changes using git-style diff format", false)).toBe(
    "Preview changes using git-style diff format. Default: false.",
  );
});

test("a description that ends a sentence is kept as it is; none gives the default alone", () => {
  expect(sayDefault("Units of the result.", "metric")).toBe(
    'Units of the result. Default: "metric".',
  );
  expect(sayDefault("Really?  ", 1)).toBe("Really? Default: 1.");
  expect(sayDefault(undefined, [1])).toBe("Default: [1].");
  expect(sayDefault("", null)).toBe("Default: null.");
});

test("the formats that say a default in words close the description first", () => {
  const tool = defineTool({
    name: "edit_file",
    inputSchema: {
      parameters: [
        {
          name: "dryRun",
          type: "boolean",
          required: false,
          default: false,
          description: "Preview changes using git-style diff format",
        },
      ],
    },
    execute: () => ({}),
  });
  const gemini = JSON.stringify(geminiFormat().tools([tool]));
  expect(gemini).toContain("Preview changes using git-style diff format. Default: false.");
  const anthropic = JSON.stringify(anthropicFormat().tools([tool]));
  expect(anthropic).not.toContain("format Default");
});
