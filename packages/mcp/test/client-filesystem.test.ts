// connectMcpServer against the MCP reference filesystem server,
// @modelcontextprotocol/server-filesystem from npm, over stdio on a temporary directory: list,
// read and write through the executor, and a path outside the directory refused by the server,
// its verdict a kit failure.
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type AnyTool, ToolExecutionError, ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connectMcpServer, type McpConnection, RemoteToolError } from "../src/index";

const ENTRY = fileURLToPath(
  new URL("../node_modules/@modelcontextprotocol/server-filesystem/dist/index.js", import.meta.url),
);

let root: string;
let outside: string;
let files: McpConnection;

beforeAll(async () => {
  // The server resolves its allowed directory through symlinks; so does the test.
  root = realpathSync(mkdtempSync(join(tmpdir(), "kit-fs-allowed-")));
  outside = realpathSync(mkdtempSync(join(tmpdir(), "kit-fs-outside-")));
  writeFileSync(join(root, "notes.txt"), "first line\nsecond line\n");
  writeFileSync(join(outside, "secret.txt"), "not for the model");
  files = await connectMcpServer({
    name: "files",
    command: process.execPath,
    args: [ENTRY, root],
    prefix: "files_",
  });
});

afterAll(async () => {
  await files?.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

function tool(name: string): AnyTool {
  const found = files.tools.find((each) => each.name === name);
  if (found === undefined) throw new Error(`no tool ${name}`);
  return found;
}

test("its tools, prefixed, their schemas kept (every one: none passed through), annotations as effects", () => {
  const names = files.tools.map((each) => each.name);
  expect(names).toEqual(
    expect.arrayContaining([
      "files_read_text_file",
      "files_write_file",
      "files_list_directory",
      "files_list_allowed_directories",
    ]),
  );
  // Every schema is kept exactly, read_media_file's output too: a list of image or audio or
  // blob blocks, an untagged union of objects, which kit checks by the closest variant.
  expect(files.unvalidated).toEqual([]);
  expect(tool("files_read_media_file").outputSchema).not.toBeNull();
  expect(tool("files_list_directory").tags).toEqual({
    "mcp.server": "files",
    "mcp.tool": "list_directory",
  });
  expect(tool("files_read_text_file").effects).toMatchObject({ readOnly: true, openWorld: false });
  expect(tool("files_write_file").effects).toMatchObject({
    readOnly: false,
    destructive: true,
    idempotent: true,
  });
});

test("list, read and write through the executor", async () => {
  const executor = new ToolExecutor({ timeoutMs: 30_000 });
  const listed = await executor.execute(tool("files_list_directory"), { path: root });
  expect(listed.output).toEqual({ content: "[FILE] notes.txt" });

  const read = await executor.execute(tool("files_read_text_file"), {
    path: join(root, "notes.txt"),
    head: 1,
  });
  expect(read.output).toEqual({ content: "first line" });

  const target = join(root, "written.txt");
  const written = await executor.execute(tool("files_write_file"), {
    path: target,
    content: "from kit",
  });
  expect(written.output).toEqual({ content: `Successfully wrote to ${target}` });
  expect(readFileSync(target, "utf8")).toBe("from kit");
});

test("kit checks the inputs against the server's schema before anything is sent", async () => {
  const result = await new ToolExecutor().execute(
    tool("files_write_file"),
    { path: join(root, "never.txt") },
    { raiseOnFailure: false },
  );
  expect(result.error?.name).toBe("ToolValidationError");
  expect(result.error?.message).toContain("Missing required parameter: 'content'");
  const listed = await new ToolExecutor().execute(tool("files_list_directory"), { path: root });
  expect(listed.output).toEqual({ content: "[FILE] notes.txt\n[FILE] written.txt" });
});

test("a path outside the allowed directory: the server's refusal is a kit failure, in both modes", async () => {
  const executor = new ToolExecutor();
  const secret = join(outside, "secret.txt");
  const result = await executor.execute(
    tool("files_read_text_file"),
    { path: secret },
    { raiseOnFailure: false },
  );
  expect(result.status).toBe("failure");
  expect(ToolExecutionError.isInstance(result.error)).toBe(true);
  const cause = result.error?.cause;
  expect(RemoteToolError.isInstance(cause) && cause.remoteName).toBe("read_text_file");
  expect(result.error?.message).toContain(
    "Tool 'files_read_text_file' execution failed: Access denied - path outside allowed directories",
  );
  expect(result.output).toBeUndefined();
  expect(JSON.stringify(result)).not.toContain("not for the model");

  await expect(
    executor.execute(tool("files_write_file"), { path: join(outside, "x.txt"), content: "no" }),
  ).rejects.toThrow(/Access denied - path outside allowed directories/);
  expect(() => readFileSync(join(outside, "x.txt"))).toThrow(/ENOENT/);
});
