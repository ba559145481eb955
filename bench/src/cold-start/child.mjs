// Runs in a fresh `node` process (plain JavaScript, no loader, so nothing but the measured
// work is timed) and prints one number of milliseconds.
//   node child.mjs import <library>    dynamic import of the library's entry
//   node child.mjs first <library>     build the fetch_weather schema and validate once
//   node child.mjs further <library>   after one schema, build 50 distinct tool schemas and
//                                       validate once with each; prints ms per schema
import { performance } from "node:perf_hooks";
import { typeboxType, valibotType, zodType } from "../validation/peer-types.mjs";

const [mode, library] = process.argv.slice(2);

const ENTRIES = {
  // The baseline: a package that exports nothing, resolved and loaded the same way.
  "(empty package)": ["@kit/bench-empty-package"],
  "@kit/schema": ["@kit/schema"],
  "@kit/tools": ["@kit/tools"],
  "@kit/credentials": ["@kit/credentials"],
  "@kit/otel": ["@kit/otel"],
  ajv: ["ajv/dist/2020.js"],
  zod: ["zod"],
  valibot: ["valibot"],
  typebox: ["typebox", "typebox/compile"],
  "@cfworker/json-schema": ["@cfworker/json-schema"],
};

const WEATHER = [
  { name: "city", type: "string" },
  { name: "country", type: "string", required: false, default: "US" },
  { name: "units", type: "string", required: false, default: "imperial" },
];
const TYPES = ["string", "integer", "float", "boolean", "list", "dictionary"];
const SAMPLE = { string: "a", integer: 1, float: 0.5, boolean: true, list: [], dictionary: {} };

// 50 distinct tool schemas: 2 to 9 parameters, rotating types, some optional with defaults.
function toolSchemas(count) {
  return Array.from({ length: count }, (_, tool) =>
    Array.from({ length: 2 + (tool % 8) }, (_, index) => {
      const type = TYPES[(tool + index) % TYPES.length];
      const name = `t${tool}_p${index}`;
      if (index % 3 !== 2) return { name, type };
      return { name, type, required: false, default: SAMPLE[type] };
    }),
  );
}

function inputFor(parameters) {
  return Object.fromEntries(
    parameters.filter((p) => p.required !== false).map((p) => [p.name, SAMPLE[p.type]]),
  );
}

function jsonSchema(parameters) {
  const json = {
    string: "string",
    integer: "integer",
    float: "number",
    boolean: "boolean",
    list: "array",
    dictionary: "object",
  };
  return {
    type: "object",
    properties: Object.fromEntries(
      parameters.map((p) => [
        p.name,
        p.default === undefined
          ? { type: json[p.type] }
          : { type: json[p.type], default: p.default },
      ]),
    ),
    required: parameters.filter((p) => p.required !== false).map((p) => p.name),
  };
}

// An object of one library type per parameter name.
function shapeOf(parameters, typeOf) {
  return Object.fromEntries(parameters.map((p) => [p.name, typeOf(p)]));
}

// Each builder returns a validate function; the schema is built when the builder runs.
const BUILDERS = {
  "@kit/schema":
    ({ ToolSchema }) =>
    (parameters) => {
      const schema = new ToolSchema(parameters);
      return (values) => schema.validate(values);
    },
  ajv: ({ Ajv2020 }) => {
    const ajv = new Ajv2020({ allErrors: true, useDefaults: true });
    return (parameters) => ajv.compile(jsonSchema(parameters));
  },
  zod:
    ({ z }) =>
    (parameters) => {
      const schema = z.object(shapeOf(parameters, (p) => zodType(z, p)));
      return (values) => schema.safeParse(values);
    },
  valibot: (v) => (parameters) => {
    const schema = v.object(shapeOf(parameters, (p) => valibotType(v, p)));
    return (values) => v.safeParse(schema, values);
  },
  typebox:
    ({ default: Type }, { Compile }) =>
    (parameters) => {
      const validator = Compile(Type.Object(shapeOf(parameters, (p) => typeboxType(Type, p))));
      return (values) => validator.Check(validator.Default(values));
    },
  "@cfworker/json-schema":
    ({ Validator }) =>
    (parameters) => {
      const validator = new Validator(jsonSchema(parameters), "2020-12", false);
      return (values) => validator.validate(values);
    },
};

const entries = ENTRIES[library];
if (entries === undefined) throw new Error(`unknown library ${library}`);
let sink;
// Read the clock before touching process.stdout: its first access builds the stream (several
// milliseconds), which must not be timed.
let elapsed;
if (mode === "import") {
  const start = performance.now();
  for (const entry of entries) sink = await import(entry);
  elapsed = performance.now() - start;
} else {
  const modules = [];
  for (const entry of entries) modules.push(await import(entry));
  const builder = BUILDERS[library];
  if (builder === undefined) throw new Error(`no schema builder for ${library}`);
  if (mode === "first") {
    const start = performance.now();
    sink = builder(...modules)(WEATHER)({ city: "Oslo" });
    elapsed = performance.now() - start;
  } else {
    const build = builder(...modules);
    sink = build(WEATHER)({ city: "Oslo" });
    const schemas = toolSchemas(50);
    const inputs = schemas.map(inputFor);
    const start = performance.now();
    for (let index = 0; index < schemas.length; index++)
      sink = build(schemas[index])(inputs[index]);
    elapsed = (performance.now() - start) / schemas.length;
  }
}
process.stdout.write(String(elapsed));
if (sink === undefined) process.exitCode = 1;
