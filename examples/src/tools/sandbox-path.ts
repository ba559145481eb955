// Where a path given by the model may lead: into the sandbox directory, never out of it.
import { realpath } from "node:fs/promises";
import { isAbsolute, relative, resolve, win32 } from "node:path";

/**
 * Resolves `requested`, a path relative to `root`, to the real path of an existing file or
 * directory inside `root`. Refused, each with its own sentence: an empty path, an absolute one,
 * one with a `..` segment, and one whose real path (after following links) is outside `root`.
 * @throws Error saying what was wrong with the path and what would be right.
 */
export async function resolveInside(root: string, requested: string): Promise<string> {
  const quoted = `'${requested.length > 80 ? `${requested.slice(0, 80)}...` : requested}'`;
  if (requested.trim() === "") {
    throw new Error("The path is empty: give a path relative to the sandbox directory.");
  }
  if (requested.includes("\0")) throw new Error(`Path ${quoted} holds a NUL character.`);
  if (isAbsolute(requested) || win32.isAbsolute(requested)) {
    throw new Error(
      `Path ${quoted} is absolute: give a path relative to the sandbox directory, such as 'notes/todo.md'.`,
    );
  }
  if (requested.split(/[\\/]/).includes("..")) {
    throw new Error(`Path ${quoted} goes up with '..': only the sandbox directory can be read.`);
  }
  const realRoot = await realpath(root);
  let real: string;
  try {
    real = await realpath(resolve(realRoot, requested));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(`No file ${quoted} in the sandbox directory.`);
    }
    throw error;
  }
  const inside = relative(realRoot, real);
  if (inside.startsWith("..") || isAbsolute(inside)) {
    throw new Error(
      `Path ${quoted} leads outside the sandbox directory through a symbolic link: refused.`,
    );
  }
  return real;
}
