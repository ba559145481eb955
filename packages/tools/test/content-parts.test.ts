// Content parts in results: each kind through the executor, checked, redacted in their text and
// never in their bytes, and the structured output beside them still checked by the schema.
import { CredentialManager, StaticCredentialProvider } from "@kit/credentials";
import { CANARY } from "@kit/test-support";
import { describe, expect, test } from "vitest";
import { audio, image, resource, resourceLink, text } from "../src/content/make-parts";
import { isToolContent, toolContent } from "../src/content/tool-content";
import { ToolValidationError } from "../src/errors/tool-validation-error";
import { ToolExecutor } from "../src/executor/tool-executor";
import { defineTool } from "../src/tool/define-tool";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("a tool that returns content parts", () => {
  test("every kind comes back in order, as given, with the output beside them", async () => {
    const parts = [
      text("A chart."),
      image(PNG, "image/png"),
      audio("UklGRg==", "audio/wav"),
      resource({ uri: "file:///notes.txt", text: "hello", mimeType: "text/plain" }),
      resource({ uri: "file:///q3.pdf", blob: PNG, mimeType: "application/pdf" }),
      resourceLink({ uri: "file:///big.csv", name: "big.csv", mimeType: "text/csv" }),
    ];
    const tool = defineTool({
      name: "chart",
      outputSchema: { parameters: [{ name: "points", type: "integer" }] },
      execute: () => toolContent(parts, { points: 12 }),
    });
    const result = await new ToolExecutor().execute(tool, {});
    expect(result.status).toBe("success");
    expect(result.output).toEqual({ points: 12 });
    expect(result.content).toEqual(parts);
    // The bytes are the tool's own object: never copied.
    expect(result.content?.[1]).toMatchObject({ data: PNG });
    expect((result.content?.[1] as { data: unknown } | undefined)?.data).toBe(PNG);
    expect(Object.isFrozen(result.content)).toBe(true);
  });

  test("parts alone: no output, and no content for a tool that returns its output alone", async () => {
    const executor = new ToolExecutor();
    const partsOnly = defineTool({
      name: "img",
      execute: () => toolContent([image(PNG, "image/png")]),
    });
    const plain = defineTool({ name: "plain", execute: () => ({ ok: true }) });
    const withParts = await executor.execute(partsOnly, {});
    expect(withParts.output).toBeUndefined();
    expect(withParts.content).toHaveLength(1);
    expect((await executor.execute(plain, {})).content).toBeUndefined();
  });

  test("the output schema still checks the structured part", async () => {
    const tool = defineTool({
      name: "chart",
      outputSchema: { parameters: [{ name: "points", type: "integer" }] },
      execute: () => toolContent([text("x")], { points: "many" }) as never,
    });
    const result = await new ToolExecutor().execute(tool, {}, { raiseOnFailure: false });
    expect(result.status).toBe("failure");
    expect(result.error).toBeInstanceOf(ToolValidationError);
    expect(result.error?.message).toContain("Parameter 'points': expected type 'integer'");
    expect(result.content).toBeUndefined();
  });

  test("every malformed part is reported at once, and the call fails", async () => {
    const parts = [
      { type: "text" },
      { type: "image", data: 5, mimeType: "png" },
      { type: "resource", uri: "file:///x", text: "a", blob: "b" },
      { type: "resource_link", uri: "", name: "n" },
      { type: "video" },
      null,
    ];
    const tool = defineTool({ name: "bad", execute: () => toolContent(parts as never) });
    const result = await new ToolExecutor().execute(tool, {}, { raiseOnFailure: false });
    expect((result.error as ToolValidationError).errors).toEqual([
      "Content part 0 (text): 'text' must be a string",
      "Content part 1 (image): 'data' must be bytes (a Uint8Array) or base64 text",
      "Content part 1 (image): 'mimeType' must be a media type such as 'image/png'",
      "Content part 2 (resource): needs exactly one of 'text' and 'blob'",
      "Content part 3 (resource_link): 'uri' must be a non-empty URI",
      "Content part 4: unknown type 'video', expected one of 'text', 'image', 'audio', 'resource', 'resource_link'",
      "Content part 5: expected an object such as text('...') or image(bytes, 'image/png')",
    ]);
  });

  test("a credential value in text, a resource's text, a URI or a description is redacted", async () => {
    const credentials = new CredentialManager(new StaticCredentialProvider({ key: CANARY }));
    const tool = defineTool({
      name: "leaky",
      credentialNames: ["key"],
      execute: (_inputs, { key }) =>
        toolContent([
          text(`token ${key}`),
          resource({ uri: `https://x.test/?k=${key}`, text: `k=${key}` }),
          resourceLink({ uri: "file:///a", name: "a", description: `made with ${key}` }),
          image(PNG, "image/png"),
        ]),
    });
    const result = await new ToolExecutor({ credentials }).execute(tool, {});
    const shown = JSON.stringify(result.content);
    expect(shown).not.toContain(CANARY);
    expect(result.content?.[0]).toEqual({ type: "text", text: "token [REDACTED]" });
    expect((result.content?.[3] as { data: unknown } | undefined)?.data).toBe(PNG);
  });

  test("toolContent is recognised by its mark and refuses a list that is not one", () => {
    expect(isToolContent(toolContent([]))).toBe(true);
    expect(isToolContent({ parts: [], output: 1 })).toBe(false);
    expect(() => toolContent("x" as never)).toThrow("toolContent(): parts must be an array.");
  });
});

describe("an output that is not JSON data fails clearly", () => {
  class Report {
    title = "q3";
  }
  const cyclic: Record<string, unknown> = { a: 1 };
  cyclic.self = cyclic;
  test.each([
    [
      "a Buffer",
      { chart: Buffer.from("png") },
      "Output 'chart': expected JSON data, got a Buffer (return bytes as a content part: image(), audio() or resource())",
    ],
    ["a Map", { index: new Map() }, "Output 'index': expected JSON data, got a Map"],
    [
      "a Date",
      { at: new Date(0) },
      "Output 'at': expected JSON data, got a Date (return it as an ISO string: date.toISOString())",
    ],
    [
      "a class instance",
      { report: new Report() },
      "Output 'report': expected JSON data, got a Report",
    ],
    [
      "a cycle",
      cyclic,
      "Output 'self': expected JSON data, got a reference back to an enclosing value (a cycle)",
    ],
    [
      "NaN in a list",
      { values: [1, Number.NaN] },
      "Output 'values[1]': expected JSON data, got NaN",
    ],
    [
      "undefined in a list",
      { values: [undefined] },
      "Output 'values[0]': expected JSON data, got undefined",
    ],
    ["a function", { run: () => 1 }, "Output 'run': expected JSON data, got a function"],
    ["an odd key", { "a b": { c: 1n } }, "Output '[\"a b\"].c': expected JSON data, got a bigint"],
    ["the output itself", new Set([1]), "The output: expected JSON data, got a Set"],
  ])("%s", async (_name, value, message) => {
    const tool = defineTool({ name: "odd", execute: () => value as never });
    const result = await new ToolExecutor().execute(tool, {}, { raiseOnFailure: false });
    expect(result.status).toBe("failure");
    expect((result.error as ToolValidationError).direction).toBe("output");
    expect((result.error as ToolValidationError).errors).toEqual([message]);
  });

  test("a dictionary output parameter is walked too; scalar ones are known to be JSON", async () => {
    const tool = defineTool({
      name: "meta",
      outputSchema: { parameters: [{ name: "meta", type: "dictionary" }] },
      execute: () => ({ meta: { at: new Date(0) } }) as never,
    });
    const result = await new ToolExecutor().execute(tool, {}, { raiseOnFailure: false });
    expect(result.error?.message).toContain("Output 'meta.at': expected JSON data, got a Date");
  });

  test("a value of type any is walked too: its check does not look inside lists and dictionaries", async () => {
    const tool = defineTool({
      name: "anything",
      outputSchema: { parameters: [{ name: "v", type: "any" }] },
      execute: () => ({ v: [new Map()] }) as never,
    });
    const result = await new ToolExecutor().execute(tool, {}, { raiseOnFailure: false });
    expect(result.error?.message).toContain("Output 'v[0]': expected JSON data, got a Map");
  });

  test("a reference to a named definition is walked too: a Map inside a referenced value fails", async () => {
    const tool = defineTool({
      name: "tree",
      outputSchema: {
        parameters: [{ name: "root", type: "ref", ref: "Node" }],
        definitions: {
          Node: {
            type: "dictionary",
            properties: [{ name: "children", type: "any", required: false }],
          },
        },
      },
      execute: () => ({ root: { children: [new Map()] } }) as never,
    });
    const result = await new ToolExecutor().execute(tool, {}, { raiseOnFailure: false });
    expect(result.error?.message).toContain("expected JSON data, got a Map");
  });

  test("a getter that throws is reported, not thrown", async () => {
    const output = Object.defineProperty({}, "boom", {
      enumerable: true,
      get() {
        throw new Error("nope");
      },
    });
    const tool = defineTool({ name: "getter", execute: () => output });
    const result = await new ToolExecutor().execute(tool, {}, { raiseOnFailure: false });
    expect(result.error?.message).toContain("expected JSON data, but reading it failed (Error)");
  });
});

describe("a deep output", () => {
  test("100,000 levels of JSON data pass, and a cycle at that depth is found, without a stack overflow", async () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    const bottom = deep;
    for (let level = 0; level < 100_000; level += 1) deep = { next: deep };
    const executor = new ToolExecutor();
    const tool = defineTool({ name: "deep", execute: () => deep });
    expect((await executor.execute(tool, {})).status).toBe("success");
    bottom.back = deep;
    const result = await executor.execute(tool, {}, { raiseOnFailure: false });
    expect(result.error?.message).toContain("got a reference back to an enclosing value (a cycle)");
  });
});
