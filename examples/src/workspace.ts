// The demo's temporary directory: a sandbox of files for the file tools, a file outside it
// that a link points to, and room for the credentials. Removed at the end.
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The demo's files. */
export interface Workspace {
  /** The temporary directory holding everything. */
  readonly directory: string;
  /** The only directory the file tools may touch. */
  readonly sandbox: string;
  /** Removes the whole temporary directory. */
  remove(): Promise<void>;
}

const FILES: Readonly<Record<string, string>> = {
  "notes/todo.md": "- buy coffee\n- renew passport\n",
  "notes/old-ideas.draft.md": "A weather bot that only reports rain.\n",
  "README.md": "The kit demo's sandbox: the file tools see this directory only.\n",
};

/** Makes the temporary directory, its sandbox and its files. */
export async function createWorkspace(): Promise<Workspace> {
  const directory = await mkdtemp(join(tmpdir(), "kit-demo-"));
  const sandbox = join(directory, "sandbox");
  await mkdir(join(sandbox, "notes"), { recursive: true });
  for (const [path, content] of Object.entries(FILES)) {
    await writeFile(join(sandbox, path), content);
  }
  // A file outside the sandbox and a link to it inside: the link must not lead a tool out.
  await writeFile(join(directory, "outside.txt"), "Not for the model.\n");
  await symlink(join(directory, "outside.txt"), join(sandbox, "escape.txt"));
  return {
    directory,
    sandbox,
    remove: () => rm(directory, { recursive: true, force: true }),
  };
}

/** The sandbox's entries, for a person: `notes/todo.md, ..., escape.txt -> ../outside.txt`. */
export function describeSandbox(): string {
  return [...Object.keys(FILES), "escape.txt -> ../outside.txt"].join(", ");
}
