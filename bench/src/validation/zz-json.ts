import { measureJsonParse } from "./run-validation";
import { CONTENDERS } from "./contenders";
import { SCHEMA_CASES } from "./schemas";
const only = process.argv[2] ?? "weather";
for (const schema of SCHEMA_CASES.filter((s) => s.id === only)) {
  const prepared = CONTENDERS.map((adapter) => ({ adapter, validator: adapter.prepare(schema) }));
  for (const r of await measureJsonParse(schema, prepared, { rounds: 3, minCpuTimeMs: 60 })) {
    console.log(r.title, r.rows.map((x) => `${x.name.replace(/ \(.*/, "")} ${x.median.toFixed(1)}`).join(" | "));
  }
}
