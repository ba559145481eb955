// kit-mcp's build has the MCP SDK's ajv provider evaluate ajv on first use (lazy-ajv.ts). The
// rewrite must apply to the SDK this workspace pins (else the build only warns, and a start pays
// for ajv again), and the rewritten chunk must give what the original gives.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { deferAjv } from "../lazy-ajv";

const require = createRequire(import.meta.url);
const sdk = dirname(require.resolve("@modelcontextprotocol/server"));
const chunkName = readdirSync(sdk).find((name) => /^ajvProvider-[\w-]+\.mjs$/.test(name));

interface Provider {
  n: new () => {
    getValidator(schema: unknown): (value: unknown) => { valid: boolean; errorMessage?: string };
  };
  r: (ajv: unknown) => unknown;
  t: new (options?: object) => { compile(schema: unknown): (value: unknown) => boolean };
}

let lazy: Provider;
let eager: Provider;
beforeAll(async () => {
  // The rewritten chunk beside the original, so that its relative imports resolve.
  const source = readFileSync(join(sdk, chunkName as string), "utf8");
  const rewritten = deferAjv(source) as string;
  const file = join(sdk, `kit-lazy-ajv-test-${process.pid}.mjs`);
  writeFileSync(file, rewritten);
  try {
    lazy = (await import(pathToFileURL(file).href)) as Provider;
  } finally {
    await rm(file, { force: true });
  }
  eager = (await import(pathToFileURL(join(sdk, chunkName as string)).href)) as Provider;
});

describe("the SDK's ajv provider, ajv evaluated on first use", () => {
  it("finds every statement it rewrites in the pinned SDK's chunk, once", () => {
    expect(chunkName).toBeDefined();
    const source = readFileSync(join(sdk, chunkName as string), "utf8");
    expect(deferAjv(source)).toBeDefined();
    expect(deferAjv(`${source}\n${source}`)).toBeUndefined();
    expect(deferAjv("export {};")).toBeUndefined();
  });

  it("validates as the original does, with the same messages, in each dialect", () => {
    const schemas = [
      { type: "object", properties: { n: { type: "integer", minimum: 1 } }, required: ["n"] },
      {
        $schema: "http://json-schema.org/draft-07/schema#",
        type: "object",
        properties: { email: { type: "string", format: "email" } },
      },
      {
        $schema: "https://json-schema.org/draft/2019-09/schema",
        type: "array",
        items: { type: "string" },
      },
    ];
    const values = [{ n: 2 }, { n: 0 }, {}, { email: "a@b.co" }, { email: "nope" }, ["x"], [1]];
    for (const schema of schemas) {
      const fromLazy = new lazy.n().getValidator(schema);
      const fromEager = new eager.n().getValidator(schema);
      for (const value of values) expect(fromLazy(value)).toEqual(fromEager(value));
    }
  });

  it("exports Ajv and addFormats that work as the originals", () => {
    const ajv = new lazy.t({ strict: false });
    lazy.r(ajv);
    const check = ajv.compile({ type: "string", format: "date" });
    expect([check("2026-12-06"), check("yesterday")]).toEqual([true, false]);
    expect(ajv).toBeInstanceOf(lazy.t);
    expect(Object.getPrototypeOf(ajv).constructor.name).toBe(eager.t.name);
  });
});
