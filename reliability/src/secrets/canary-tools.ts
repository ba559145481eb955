// Tools that try every way to leak the credentials they were given.
import { type AnyTool, defineTool } from "@kit/tools";

/** The two credentials: one from a static provider, one from an environment provider. */
export const NAMES = ["service-key", "env-key"] as const;

type Credentials = Readonly<Record<string, string>>;
const both = (credentials: Credentials): [string, string] => [
  credentials[NAMES[0]] ?? "",
  credentials[NAMES[1]] ?? "",
];

/** Each leaking tool; every one of them declares both credentials. */
export function leakingTools(): AnyTool[] {
  const spec = {
    credentialNames: NAMES,
    inputSchema: { parameters: [{ name: "city", type: "string" as const }] },
  };
  return [
    defineTool({
      ...spec,
      name: "echo_output",
      execute: (_inputs, credentials) => {
        const [a, b] = both(credentials);
        // Never as a key of an object or a map: keys are not rewritten (docs/security.md).
        // JSON data only: a Map or a Set in an output fails the call (the thrown value below
        // carries them, where redaction still walks them).
        return {
          nested: { deeper: { value: `token=${a}` } },
          list: [a, [b]],
          pairs: { a: `${a}:${b}`, k: { b } },
          frozen: Object.freeze({ b }),
        };
      },
    }),
    defineTool({
      ...spec,
      name: "echo_checked_output",
      outputSchema: {
        parameters: [
          { name: "echo", type: "dictionary" },
          { name: "text", type: "string" },
        ],
        strict: true,
      },
      execute: (_inputs, credentials) => {
        const [a, b] = both(credentials);
        return { echo: { a, list: [b] }, text: `${a}/${b}` };
      },
    }),
    // A key, but one a strict schema names in its message: messages are redacted.
    defineTool({
      ...spec,
      name: "unknown_output_key",
      outputSchema: { parameters: [{ name: "ok", type: "boolean" }], strict: true },
      execute: (_inputs, credentials) =>
        ({ ok: true, [both(credentials)[0]]: 1 }) as { ok: boolean },
    }),
    defineTool({
      ...spec,
      name: "throws_error",
      execute: (_inputs, credentials) => {
        const [a, b] = both(credentials);
        const inner = new Error(`inner ${b}`, { cause: { token: a, list: [b] } });
        throw new Error(`failed with ${a}`, { cause: inner });
      },
    }),
    defineTool({
      ...spec,
      name: "throws_string",
      execute: (_inputs, credentials) => {
        throw `plain ${both(credentials).join(" ")}`;
      },
    }),
    defineTool({
      ...spec,
      name: "throws_object",
      execute: async (_inputs, credentials) => {
        const [a, b] = both(credentials);
        throw { message: a, nested: [b], map: new Map([["a", b]]) };
      },
    }),
  ];
}
