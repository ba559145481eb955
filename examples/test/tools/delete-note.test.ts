import { access, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ToolExecutor } from "@kit/tools";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deleteNoteTool } from "../../src/tools/delete-note";

let directory: string;
let root: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "kit-delete-note-"));
  root = join(directory, "sandbox");
  await mkdir(join(root, "notes"), { recursive: true });
  for (const name of ["a.md", "b.draft.md"]) await writeFile(join(root, "notes", name), name);
  await writeFile(join(directory, "keep.txt"), "keep");
});
afterAll(() => rm(directory, { recursive: true, force: true }));

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

describe("delete_note", () => {
  test("deletes an approved note, and never runs when the call is denied", async () => {
    const executor = new ToolExecutor({
      approve: ({ inputs }) => String(inputs.name).endsWith(".draft.md"),
    });
    const tool = deleteNoteTool(root);
    const denied = await executor.execute(tool, { name: "a.md" }, { raiseOnFailure: false });
    expect(denied.error?.message).toBe(
      "Tool 'delete_note' execution failed: Tool 'delete_note' call was not approved.",
    );
    expect(denied.attempts).toBe(0);
    expect(await exists(join(root, "notes", "a.md"))).toBe(true);

    const approved = await executor.execute(tool, { name: "b.draft.md" });
    expect(approved.output).toEqual({ deleted: "notes/b.draft.md" });
    expect(await exists(join(root, "notes", "b.draft.md"))).toBe(false);
  });

  test.each([
    ["../../keep.txt", "is not a note's file name"],
    ["..", "goes up with '..'"],
    ["gone.md", "No file 'notes/gone.md' in the sandbox directory."],
  ])("refuses %j", async (name, message) => {
    const result = await new ToolExecutor().execute(
      deleteNoteTool(root),
      { name },
      { raiseOnFailure: false },
    );
    expect(result.error?.message).toContain(message);
    expect(await exists(join(directory, "keep.txt"))).toBe(true);
  });

  test("says it is destructive, so an executor with approve asks first", () => {
    expect(deleteNoteTool(root).effects).toEqual({
      readOnly: false,
      destructive: true,
      idempotent: false,
      openWorld: false,
    });
  });
});
