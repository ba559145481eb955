// kit-mcp carries the MCP SDK's ajv provider, whose chunk evaluates ajv (three engines and
// ajv-formats, a tenth of a stdio server's start) as soon as it is imported, and the SDK's server
// imports it at start for its default validator. A kit server compiles a schema with ajv only for
// a program's own `elicitInput`, so this esbuild plugin has the chunk evaluate ajv on first use
// instead: the same module objects, read through getters. A chunk whose text is not the one
// expected (another SDK version) is left as it is, and the build says so.
import { readFile } from "node:fs/promises";
import type { Options } from "tsup";

type Plugin = NonNullable<Options["esbuildPlugins"]>[number];

// The SDK server's ESM chunk that bundles ajv.
const CHUNK = /@modelcontextprotocol[\\/]server[\\/]dist[\\/]ajvProvider-[\w-]+\.mjs$/;

// What the chunk runs at import, and what kit-mcp runs instead. Each must be found exactly once.
const EAGER_IMPORTS = `var import_ajv = require_ajv();
var import__2019 = require__2019();
var import__2020 = require__2020();
var import_dist = /* @__PURE__ */ __toESM(require_dist(), 1);`;
const LAZY_IMPORTS = `var import_ajv = { get Ajv() { return require_ajv().Ajv; } };
var import__2019 = { get Ajv2019() { return require__2019().Ajv2019; } };
var import__2020 = { get Ajv2020() { return require__2020().Ajv2020; } };
var import_dist = { get default() { return __toESM(require_dist(), 1).default; } };`;
const EAGER_FORMATS = "const addFormats = import_dist.default;";
const LAZY_FORMATS = "const addFormats = (...args) => import_dist.default(...args);";
const EAGER_AJV = "const Ajv = import_ajv.Ajv;";
// The class itself once constructed or read: a Proxy of a function forwards both.
const LAZY_AJV = `const Ajv = new Proxy(function Ajv() {}, {
  construct: (_, args, target) => Reflect.construct(import_ajv.Ajv, args, target === Ajv ? import_ajv.Ajv : target),
  get: (_, key) => Reflect.get(import_ajv.Ajv, key),
  has: (_, key) => Reflect.has(import_ajv.Ajv, key),
});`;

const REPLACEMENTS: readonly (readonly [string, string])[] = [
  [EAGER_IMPORTS, LAZY_IMPORTS],
  [EAGER_FORMATS, LAZY_FORMATS],
  [EAGER_AJV, LAZY_AJV],
];

/**
 * The chunk's text with ajv evaluated on first use, or `undefined` when one of the statements it
 * replaces is not found exactly once.
 */
export function deferAjv(source: string): string | undefined {
  let text = source;
  for (const [eager, lazy] of REPLACEMENTS) {
    const at = text.indexOf(eager);
    if (at === -1 || text.indexOf(eager, at + 1) !== -1) return undefined;
    text = text.slice(0, at) + lazy + text.slice(at + eager.length);
  }
  return text;
}

/** @returns the plugin; it warns (and changes nothing) when the SDK's chunk is not as expected. */
export function lazyAjv(): Plugin {
  return {
    name: "lazy-ajv",
    setup(build) {
      build.onLoad({ filter: CHUNK }, async (args) => {
        const lazy = deferAjv(await readFile(args.path, "utf8"));
        if (lazy !== undefined) return { contents: lazy, loader: "js" };
        return {
          warnings: [
            { text: `lazy-ajv: ${args.path} is not the chunk it knows; ajv is loaded at start` },
          ],
        };
      });
    },
  };
}
