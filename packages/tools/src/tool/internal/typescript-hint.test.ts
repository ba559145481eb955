import { describe, expect, test } from "vitest";
import { type TypeScriptRuntime, typeScriptHint } from "./typescript-hint";

const on = (version: string): TypeScriptRuntime => ({
  version,
  command: ["/project/node_modules/@kit/mcp/dist/cli.js", "serve", "tools.ts"],
  cwd: "/project",
});
const failure = (code: string, message: string): Error =>
  Object.assign(new Error(message), { code });
const unknownExtension = failure(
  "ERR_UNKNOWN_FILE_EXTENSION",
  'Unknown file extension ".ts" for /project/tools.ts',
);

describe("typeScriptHint", () => {
  test("Node.js 20 cannot load TypeScript: tsx, or JavaScript", () => {
    expect(typeScriptHint(unknownExtension, on("20.20.0"))).toBe(
      "Node.js 20.20.0 cannot load TypeScript itself: run `node --import tsx node_modules/@kit/mcp/dist/cli.js serve tools.ts` (npm i -D tsx), or build the module to JavaScript.",
    );
    expect(typeScriptHint(unknownExtension, on("22.5.1"))).toContain("cannot load TypeScript");
  });

  test("Node.js 22.6 to 22.17 strips types behind a flag: the flag first", () => {
    const hint = typeScriptHint(unknownExtension, on("22.12.0"));
    expect(hint).toBe(
      "Node.js 22.12.0 loads TypeScript only with type stripping on: run `node --experimental-strip-types node_modules/@kit/mcp/dist/cli.js serve tools.ts`, or `node --import tsx node_modules/@kit/mcp/dist/cli.js serve tools.ts` (npm i -D tsx), or build the module to JavaScript.",
    );
    expect(typeScriptHint(unknownExtension, on("22.6.0"))).toContain("--experimental-strip-types");
  });

  test(".mts and .cts modules too; other extensions get no hint", () => {
    for (const extension of [".mts", ".cts"]) {
      const error = failure(
        "ERR_UNKNOWN_FILE_EXTENSION",
        `Unknown file extension "${extension}" for /a`,
      );
      expect(typeScriptHint(error, on("20.20.0"))).toContain("cannot load TypeScript itself");
    }
    const coffee = failure("ERR_UNKNOWN_FILE_EXTENSION", 'Unknown file extension ".coffee" for /a');
    expect(typeScriptHint(coffee, on("20.20.0"))).toBeUndefined();
  });

  test("syntax that type stripping does not support: names it and suggests tsx", () => {
    const enums = failure(
      "ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX",
      "TypeScript enum is not supported in strip-only mode",
    );
    expect(typeScriptHint(enums, on("24.11.0"))).toBe(
      "Node.js 24.11.0 strips types but does not support TypeScript syntax that needs code generated (enums, namespaces, parameter properties): run `node --import tsx node_modules/@kit/mcp/dist/cli.js serve tools.ts` (npm i -D tsx), or build the module to JavaScript.",
    );
  });

  test("a TypeScript file under node_modules", () => {
    const error = failure("ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING", "Stripping types is ...");
    expect(typeScriptHint(error, on("24.11.0"))).toContain(
      "does not strip types of files under node_modules: run `node --import tsx",
    );
  });

  test("any other error gets no hint", () => {
    for (const error of [new Error("boom"), failure("ERR_MODULE_NOT_FOUND", "x"), "text", null]) {
      expect(typeScriptHint(error, on("20.20.0"))).toBeUndefined();
    }
  });

  test("the command as typed again: a path outside the working directory stays absolute, odd words quoted", () => {
    const runtime = {
      version: "20.20.0",
      command: ["/usr/lib/kit/cli.js", "contracts", "my tools.ts", "it's.ts"],
      cwd: "/project",
    };
    expect(typeScriptHint(unknownExtension, runtime)).toContain(
      "`node --import tsx /usr/lib/kit/cli.js contracts 'my tools.ts' 'it'\\''s.ts'`",
    );
    expect(typeScriptHint(unknownExtension, { ...runtime, command: [] })).toContain(
      "`node --import tsx <your program>`",
    );
  });
});

describe("typeScriptHint for a .js import of a .ts file", () => {
  const notFound = failure(
    "ERR_MODULE_NOT_FOUND",
    "Cannot find module '/project/png.js' imported from /project/tools.ts",
  );
  const onDisk = (files: string[]) => ({
    ...on("24.11.0"),
    exists: (path: string) => files.includes(path),
  });

  test("names the .ts file to import, or tsx", () => {
    expect(typeScriptHint(notFound, onDisk(["/project/png.ts"]))).toBe(
      "tools.ts imports './png.js', which is png.ts on disk: Node.js 24.11.0 loads the file an import names, so name './png.ts' (with \"allowImportingTsExtensions\": true in tsconfig.json), or run `node --import tsx node_modules/@kit/mcp/dist/cli.js serve tools.ts` (npm i -D tsx), which maps .js to .ts.",
    );
    const mts = failure(
      "ERR_MODULE_NOT_FOUND",
      "Cannot find module '/project/png.mjs' imported from /project/tools.mts",
    );
    expect(typeScriptHint(mts, onDisk(["/project/png.mts"]))).toContain("name './png.mts'");
  });

  test("no hint when there is no .ts file either, or the importer is JavaScript", () => {
    expect(typeScriptHint(notFound, onDisk([]))).toBeUndefined();
    const fromJs = failure(
      "ERR_MODULE_NOT_FOUND",
      "Cannot find module '/project/png.js' imported from /project/tools.js",
    );
    expect(typeScriptHint(fromJs, onDisk(["/project/png.ts"]))).toBeUndefined();
  });
});
