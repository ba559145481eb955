import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readFileTool } from "../../src/tools/read-file";

let directory: string;
let readFile: ReturnType<typeof readFileTool>;
const executor = new ToolExecutor();
const SECRET_TEXT = "outside the sandbox, never to be read";

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "kit-read-file-"));
  const root = join(directory, "sandbox");
  await mkdir(join(root, "notes"), { recursive: true });
  await mkdir(join(directory, "elsewhere"));
  await writeFile(join(root, "notes", "todo.md"), "- buy coffee\n");
  await writeFile(join(directory, "outside.txt"), SECRET_TEXT);
  await writeFile(join(directory, "elsewhere", "key.txt"), SECRET_TEXT);
  await symlink(join(root, "notes", "todo.md"), join(root, "todo-link.md"));
  await symlink(join(directory, "outside.txt"), join(root, "escape.txt"));
  await symlink(join(directory, "elsewhere"), join(root, "linked-dir"));
  execFileSync("mkfifo", [join(root, "pipe")]);
  readFile = readFileTool(root);
});
afterAll(() => rm(directory, { recursive: true, force: true }));

async function read(path: string) {
  return executor.execute(readFile, { path }, { raiseOnFailure: false });
}

describe("read_file", () => {
  test("reads a file of the sandbox, also through a link that stays inside", async () => {
    for (const path of ["notes/todo.md", "./notes/todo.md", "todo-link.md"]) {
      const result = await read(path);
      expect(result.output).toEqual({ path, bytes: 13, content: "- buy coffee\n" });
    }
  });

  test.each([
    [
      "/etc/passwd",
      "Path '/etc/passwd' is absolute: give a path relative to the sandbox directory",
    ],
    ["C:\\Windows\\win.ini", "is absolute"],
    ["../outside.txt", "Path '../outside.txt' goes up with '..': only the sandbox directory"],
    ["notes/../../outside.txt", "goes up with '..'"],
    ["..\\outside.txt", "goes up with '..'"],
    [
      "escape.txt",
      "Path 'escape.txt' leads outside the sandbox directory through a symbolic link: refused.",
    ],
    ["linked-dir/key.txt", "Path 'linked-dir/key.txt' leads outside the sandbox directory"],
    ["", "The path is empty: give a path relative to the sandbox directory."],
    ["notes/missing.md", "No file 'notes/missing.md' in the sandbox directory."],
    ["notes", "'notes' is a directory: name a file in it."],
    ["a\0b", "holds a NUL character"],
    ["pipe", "'pipe' is not a regular file."],
  ])("refuses %j with a clear error", async (path, message) => {
    const result = await read(path);
    expect(result.status).toBe("failure");
    expect(result.error?.message).toContain("Tool 'read_file' execution failed: ");
    expect(result.error?.message).toContain(message);
    expect(JSON.stringify(result)).not.toContain(SECRET_TEXT);
  });

  test("is read-only, so it is never held for approval and may be retried", () => {
    expect(readFile.effects).toMatchObject({ readOnly: true, destructive: false });
  });
});
