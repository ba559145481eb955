// A model's arguments as the executor takes them: JSON text parsed, empty text as no
// arguments, and a problem the model can act on when the text is not JSON.

/** What reading a request's arguments gave: the value, or the one problem with the text. */
export type ParsedArguments =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly problem: string };

// How much of broken text the message shows the model: enough to see the mistake.
const SHOWN = 200;
const OPEN_BRACE = 0x7b;

/**
 * Parses arguments given as text (`""` or white space alone is `{}`); any other value is
 * passed on as it is, for the schema to judge.
 */
export function parseArguments(value: unknown): ParsedArguments {
  if (typeof value !== "string") return { ok: true, value };
  // Text that starts with `{`, as arguments do, has nothing to trim.
  if (value.charCodeAt(0) !== OPEN_BRACE && value.trim() === "") return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(value) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const shown = value.length > SHOWN ? `${value.slice(0, SHOWN)}...` : value;
    return {
      ok: false,
      problem: `Arguments are not valid JSON (${shorten(reason)}); received: ${shown}`,
    };
  }
}

// V8's messages quote the whole input on some errors ("... is not valid JSON"): keep them short.
function shorten(reason: string): string {
  return reason.length > SHOWN ? `${reason.slice(0, SHOWN)}...` : reason;
}
