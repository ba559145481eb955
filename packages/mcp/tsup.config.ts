import type { Options } from "tsup";
import { defineKitBuild } from "../../tsup.shared";
import { lazyAjv } from "./lazy-ajv";
import { thirdPartyLicenses } from "./third-party-licenses";

// The library, like every package: its peers (@kit/tools, the MCP SDK, zod) stay imports.
// It cleans dist/ but for the program's file, which the second build writes beside it.
const library: Options = {
  ...defineKitBuild(["src/index.ts"]),
  clean: ["!cli.js", "!THIRD-PARTY-LICENSES.txt"],
};

// kit-mcp, a program: one ES module file that carries the MCP SDK and what the SDK loads (zod,
// ajv), so a start reads one file instead of several hundred (the first tools/list of a stdio
// server with 50 tools came after 0.99x of an McpServer script's time, and comes after about
// 0.55x). @kit/tools stays an import: the served module's tools and the program use one copy.
// The SDK's CommonJS dependencies call require(), which an ES module gets from createRequire.
// The bundled packages' licenses go to dist/THIRD-PARTY-LICENSES.txt.
const program: Options = {
  ...defineKitBuild(["src/cli.ts"]),
  format: ["esm"],
  dts: false,
  clean: false,
  sourcemap: false,
  splitting: false,
  noExternal: [/^(?!@kit\/(tools|credentials)$)/],
  // Less to read at start (names kept, so stack traces still name their functions), and ajv
  // evaluated when a schema is first compiled with it (lazy-ajv.ts).
  minifyWhitespace: true,
  minifySyntax: true,
  esbuildPlugins: [thirdPartyLicenses("dist/THIRD-PARTY-LICENSES.txt"), lazyAjv()],
  banner: {
    js: 'import { createRequire as __kitCreateRequire } from "node:module";\nconst require = __kitCreateRequire(import.meta.url);',
  },
};

const options: Options[] = [library, program];
export default options;
