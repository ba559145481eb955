// kit's `uri` format test against ajv-formats' (full mode) on generated strings: kit reads a URI
// without "[" with a smaller expression than one with an IP literal (the big one cost a cold
// import tens of milliseconds to compile), and both must answer as the reference does.
import { ToolSchema } from "@kit/schema";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { expect, test } from "vitest";

const ajv = addFormats(new Ajv2020({ strict: false }), ["uri"]);
const byAjv = ajv.compile({ type: "string", format: "uri" });
const kit = new ToolSchema([{ name: "u", type: "string", format: "uri" }]);

const piece = fc.constantFrom(
  ..."ab:/?#[]@!$&()*+,;=%09AZ.-_~ é".split(""),
  "http://",
  "https://",
  "mailto:",
  "urn:",
  "//",
  "[::1]",
  "[v1.x]",
  "1.2.3.4",
  "%2F",
  ":80",
);

test("kit's uri format agrees with ajv-formats on 20,000 generated strings", () => {
  let valid = 0;
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
      const text = pieces.join("");
      const expected = byAjv(text);
      if (expected) valid++;
      expect(kit.check({ u: text }).success, JSON.stringify(text)).toBe(expected);
    }),
    { numRuns: 20_000, seed: 7 },
  );
  // Both answers are frequent, so the agreement says something.
  expect(valid).toBeGreaterThan(1_000);
});
