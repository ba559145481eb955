// One good tool (`echo`) among tools no client should take: an empty name, names with a path, a
// bidi override and a NUL, and schemas nested 10,000 levels deep (input and output). A client
// leaves those out and keeps `echo`. The list is written as text: too deep for JSON.stringify.
import type { HostileMode, Json } from "../mode";

/** How deep the deep schemas nest. */
const DEPTH = 10_000;

/** The JSON text of an object schema with one property `a`, nested `depth` times. */
function deepSchema(depth: number): string {
  const open = '{"type":"object","properties":{"a":'.repeat(depth);
  return `${open}{"type":"string"}${"}}".repeat(depth)}`;
}

const object = { type: "object", properties: {} };

/** The tools whose JSON.stringify works, by the names a client should leave out. */
const shallow: Json[] = [
  { name: "", description: "An empty name.", inputSchema: object },
  { name: "../../etc/passwd", description: "A path.", inputSchema: object },
  { name: "evil\u202eexe.txt", description: "A bidi override.", inputSchema: object },
  { name: "nul\u0000name", description: "A NUL.", inputSchema: object },
  {
    name: "echo",
    description: "Echoes its text.",
    inputSchema: { type: "object", properties: { text: { type: "string" } } },
  },
];

// A secret the client gave the server (its `env`), echoed in a bad tool's name when there is one.
const secret = process.env.LIST_SECRET;

function listText(): string {
  const deep = deepSchema(DEPTH);
  const deepInput = `{"name":"deep_input","description":"A deep input schema.","inputSchema":${deep}}`;
  const deepOutput = `{"name":"deep_output","description":"A deep output schema.","inputSchema":${JSON.stringify(object)},"outputSchema":${deep}}`;
  const [echo, ...bad] = [shallow[4], ...shallow.slice(0, 4)].map((tool) => JSON.stringify(tool));
  const echoed =
    secret === undefined ? [] : [JSON.stringify({ name: `key/${secret}`, inputSchema: object })];
  return `{"tools":[${[...bad, deepInput, deepOutput, ...echoed, echo].join(",")}]}`;
}

export const listBadTools: HostileMode = {
  tools: () => shallow,
  rawResult: (method) => (method === "tools/list" ? listText() : undefined),
  call: (name, args) => {
    if (name !== "echo") return { content: [{ type: "text", text: `called ${name}` }] };
    return { content: [{ type: "text", text: String(args.text) }] };
  },
};
