// Runs the validation cases under `node --disallow-code-generation-from-strings` (spawned by
// main.ts) and prints the results as JSON: kit must work there; ajv cannot.
import { Ajv2020 } from "ajv/dist/2020.js";
import { measureValidation } from "./run-validation";

const [rounds, minCpuTimeMs] = process.argv.slice(2).map(Number);
let ajvError = "ajv compiled a schema (code generation was not refused)";
try {
  new Ajv2020({ allErrors: true, logger: false }).compile({ type: "object" });
} catch (error) {
  ajvError = `ajv refused: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
}
const results = await measureValidation({ rounds: rounds ?? 1, minCpuTimeMs: minCpuTimeMs ?? 10 });
process.stdout.write(JSON.stringify({ ajvError, results }));
