// Words for a failed file-system call that say what happened without quoting the error's
// message (which may hold a path with a secret in it, or a third party's text).

/** The `code` of a Node.js system error (`"ENOENT"`, ...), or `undefined`. */
export function errorCode(error: unknown): unknown {
  return typeof error === "object" && error !== null ? Reflect.get(error, "code") : undefined;
}

/** Says what a failed file-system call ran into: `permission denied`, `system error EIO`, ... */
export function describeSystemError(error: unknown): string {
  const code = errorCode(error);
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "ELOOP") return "too many symbolic links";
  return typeof code === "string" && /^[A-Z0-9_]+$/.test(code)
    ? `system error ${code}`
    : "unexpected error";
}
