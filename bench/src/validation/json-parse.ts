// Runs the JSON.parse workload of the validation part in a process of its own (spawned by
// main.ts) and prints the results as JSON: the checks there meet only the shapes JSON.parse
// makes, as in a server, not also the copies the other cases are timed on.
import { measureJsonParse } from "./run-validation";

const [rounds, minCpuTimeMs, batchSamples] = process.argv.slice(2).map(Number);
const results = await measureJsonParse({
  rounds: rounds ?? 1,
  minCpuTimeMs: minCpuTimeMs ?? 10,
  // An empty argument is Number("") = 0, which is "not given", not a batch of no samples.
  ...(batchSamples ? { batchSamples } : {}),
});
process.stdout.write(JSON.stringify(results));
