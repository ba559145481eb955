// The validation of fetch_weather timed in a plain loop, without the harness: 20,000 distinct
// inputs through one call site, each round's inputs made before its clock starts, medians of 15
// rounds. Kept beside the harness because the two disagreed; why is in notes/why-not-met.md.
//   node --expose-gc --import tsx src/validation/plain-loop.ts [--gc]
//   --gc   a full collection before each timed loop (the inputs then live in the old generation)
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ToolSchema } from "@kit/schema";
import { Ajv2020 } from "ajv/dist/2020.js";
import { loadHandWritten } from "./hand-written";
import { jsonSchemaOf } from "./json-schema";
import { SCHEMA_CASES } from "./schemas";
import type { Values } from "./validator";

const COUNT = 20_000;
const ROUNDS = 15;
const WARM_UP_ROUNDS = 3;
const collect = process.argv.includes("--gc") ? (globalThis as { gc?: () => void }).gc : undefined;

const weather = SCHEMA_CASES.find((schema) => schema.id === "weather");
if (weather === undefined) throw new Error("no fetch_weather case");
const hand = (await loadHandWritten([weather])).weather;
const kit = new ToolSchema(weather.parameters);
const ajv = new Ajv2020({ allErrors: true, useDefaults: true }).compile(jsonSchemaOf(weather));

/** Every contender as one function of the input, called from the same site. */
const CONTENDERS: readonly (readonly [string, (input: Values) => unknown])[] = [
  ["hand-written", hand.validate],
  ["kit validate", (input) => kit.validate(input)],
  ["ajv allErrors", (input) => (ajv(input) ? null : ajv.errors)],
];

type Full = { city: string; country?: string; units?: string };
const ORDERS = [
  ["city", "country", "units"],
  ["units", "city", "country"],
  ["country", "units", "city"],
  ["city", "units", "country"],
  ["country", "city", "units"],
  ["units", "country", "city"],
] as const;
const value = (index: number, full: boolean): Full =>
  full ? { city: `City ${index}`, country: "NO", units: "metric" } : { city: `City ${index}` };

/** The ways of making an input that were compared, each for all three and for city only. */
const SOURCES: Record<string, (full: boolean) => () => Values[]> = {
  "JSON.parse": (full) => {
    const texts = Array.from({ length: COUNT }, (_, index) => JSON.stringify(value(index, full)));
    return () => texts.map((text) => JSON.parse(text) as Values);
  },
  "JSON.parse, keys in 6 orders": (full) => {
    const texts = Array.from({ length: COUNT }, (_, index) => {
      const input = value(index, full) as Record<string, string>;
      const order = ORDERS[index % ORDERS.length] ?? ORDERS[0];
      return JSON.stringify(
        Object.fromEntries(order.flatMap((key) => (key in input ? [[key, input[key]]] : []))),
      );
    });
    return () => texts.map((text) => JSON.parse(text) as Values);
  },
  "object literal": (full) => () =>
    Array.from(
      { length: COUNT },
      (_, index): Values =>
        full
          ? { city: `City ${index}`, country: "NO", units: "metric" }
          : { city: `City ${index}` },
    ),
  "Object.assign copy (the harness's inputs)": (full) => {
    const source = value(0, full);
    return () => Array.from({ length: COUNT }, (): Values => Object.assign({}, source));
  },
};

let sink: unknown;
// The one call site every contender goes through, as a dispatcher calls every tool's check.
function timeLoop(run: (input: Values) => unknown, inputs: readonly Values[]): number {
  const start = process.hrtime.bigint();
  for (let index = 0; index < inputs.length; index++) sink = run(inputs[index] as Values);
  return Number(process.hrtime.bigint() - start) / inputs.length;
}

const median = (samples: number[]): number =>
  samples.sort((a, b) => a - b)[samples.length >> 1] ?? Number.NaN;

const sourceArgument = process.argv.find((arg) => arg.startsWith("--source="))?.slice(9);
if (sourceArgument === undefined) {
  console.log(
    `fetch_weather, ${COUNT} inputs a round, median of ${ROUNDS} rounds (ns per call)${collect ? ", a full GC before each loop" : ""}\n`,
  );
  console.log(
    `| inputs | parameters | ${CONTENDERS.map(([name]) => name).join(" | ")} | kit / ajv | kit / hand-written |`,
  );
  console.log(`|---|---|${CONTENDERS.map(() => "---:").join("|")}|---:|---:|`);
  // Each way of making inputs in a fresh process: the shapes one leaves in the shared code's
  // caches would slow the next.
  for (const label of Object.keys(SOURCES)) {
    execFileSync(
      process.execPath,
      [
        ...process.execArgv,
        fileURLToPath(import.meta.url),
        ...process.argv.slice(2),
        `--source=${label}`,
      ],
      { stdio: "inherit" },
    );
  }
} else {
  const label = sourceArgument;
  const source = SOURCES[label];
  if (source === undefined) throw new Error(`no source '${label}'`);
  for (const full of [true, false]) {
    const make = source(full);
    const samples = CONTENDERS.map(() => [] as number[]);
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
      for (let offset = 0; offset < CONTENDERS.length; offset++) {
        const index = (round + offset) % CONTENDERS.length;
        const inputs = make();
        collect?.();
        const time = timeLoop((CONTENDERS[index] as (typeof CONTENDERS)[number])[1], inputs);
        if (round >= WARM_UP_ROUNDS) samples[index]?.push(time);
      }
    }
    const medians = samples.map(median);
    const [handTime = Number.NaN, kitTime = Number.NaN, ajvTime = Number.NaN] = medians;
    console.log(
      `| ${label} | ${full ? "all three" : "city only (defaults)"} | ${medians.map((time) => time.toFixed(1)).join(" | ")} | ${(kitTime / ajvTime).toFixed(2)}x | ${(kitTime / handTime).toFixed(2)}x |`,
    );
  }
}
void sink;
