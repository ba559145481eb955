// Part 4: dispatch overhead, one OpenAI Chat tool call with JSON-text arguments from the reply
// to the tool message, kit against the same path in OpenAI Agents JS and the AI SDK.
import type { BenchCase, CaseStats, MeasureOptions } from "../harness/measure";
import { compareCases } from "../harness/measure";
import type { Section, Verdict } from "../harness/report";
import { formatNs, formatRatio, markdownTable } from "../harness/table";
import { kitContender } from "./kit-dispatch";
import type { ReplyContender } from "./model-call";
import { forecast, PARSED_INPUT } from "./model-call";
import { type InstalledPackage, installedChain, lowestNodeMajor } from "./peer-versions";

/** A peer that could not be measured, and why. */
export interface MissingPeer {
  readonly name: string;
  readonly reason: string;
}

/** A peer's packages as installed, with the Node.js range each declares. */
export interface PeerPackages {
  readonly name: string;
  readonly packages: readonly InstalledPackage[];
}

/** The dispatch part's measurements. */
export interface DispatchResult {
  readonly rows: readonly CaseStats[];
  readonly missing: readonly MissingPeer[];
  readonly versions: readonly PeerPackages[];
}

const DIRECT = "direct call (parsed input)";
const KIT = kitContender.case.name;

const PEERS = [
  {
    name: "OpenAI Agents JS",
    packages: ["@openai/agents", "@openai/agents-core", "openai"],
    load: () => import("./openai-agents"),
  },
  {
    name: "Vercel AI SDK",
    packages: ["ai", "@ai-sdk/provider-utils"],
    load: () => import("./ai-sdk-loop"),
  },
] as const;

async function loadPeers(): Promise<Omit<DispatchResult, "rows"> & { cases: BenchCase[] }> {
  const cases: BenchCase[] = [];
  const missing: MissingPeer[] = [];
  const versions: PeerPackages[] = [];
  for (const peer of PEERS) {
    try {
      versions.push({ name: peer.name, packages: installedChain(peer.packages, import.meta.url) });
      const { contender }: { contender: ReplyContender } = await peer.load();
      await contender.verify();
      cases.push(contender.case);
    } catch (error) {
      missing.push({
        name: peer.name,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return { cases, missing, versions };
}

/** Verifies every contender on a valid and an invalid call, then measures them all, interleaved. */
export async function measureDispatch(options: MeasureOptions): Promise<DispatchResult> {
  await kitContender.verify();
  const peers = await loadPeers();
  const direct: BenchCase = { name: DIRECT, run: () => forecast(PARSED_INPUT) };
  const rows = await compareCases([direct, kitContender.case, ...peers.cases], options);
  return { rows, missing: peers.missing, versions: peers.versions };
}

// Which versions ran on this Node.js, and which declare a range that leaves it out.
function versionsNote(result: DispatchResult): string {
  const major = Number(process.versions.node.split(".")[0]);
  const lines = result.versions.map((peer) => {
    const ran = !result.missing.some((missing) => missing.name === peer.name);
    const packages = peer.packages
      .map(
        (found) => `${found.name} ${found.version} (Node.js ${found.node ?? "range not declared"})`,
      )
      .join(", ");
    const excluded = peer.packages.filter((found) => (lowestNodeMajor(found.node) ?? 0) > major);
    const warning =
      excluded.length === 0
        ? ""
        : ` ${excluded.map((found) => `${found.name} declares Node.js ${found.node}`).join(", ")}, which this Node.js is not in: pnpm installs it with a warning (engine-strict is off)${ran ? ", and the path measured here loaded, passed its checks and ran" : ""}.`;
    return `- ${peer.name}: ${packages}; ${ran ? "ran" : "did not run"} on Node.js ${process.versions.node}.${warning}`;
  });
  const missing = result.missing.map((peer) => `- ${peer.name} did not run: ${peer.reason}`);
  return [...lines, ...missing].join("\n");
}

/** The dispatch section: medians, overhead over the direct call, the peers' versions, the verdict. */
export function dispatchSection(result: DispatchResult): Section {
  const median = (name: string): number =>
    result.rows.find((row) => row.name === name)?.median ?? Number.NaN;
  const overhead = (name: string): number => median(name) - median(DIRECT);
  const kit = overhead(KIT);
  const table = markdownTable(
    ["case", "median", "p25–p75", "overhead (− direct)", "overhead vs kit's"],
    result.rows.map((row) => [
      row.name,
      formatNs(row.median),
      `${formatNs(row.p25)}–${formatNs(row.p75)}`,
      row.name === DIRECT ? "—" : formatNs(overhead(row.name)),
      row.name === DIRECT ? "—" : formatRatio(overhead(row.name) / kit),
    ]),
  );
  const peers = result.rows.filter((row) => row.name !== DIRECT && row.name !== KIT);
  const verdicts: Verdict[] = [
    {
      target: "Dispatch: kit's overhead at most a third of each peer's",
      met: peers.length === 0 ? undefined : peers.every((row) => overhead(row.name) >= 3 * kit),
      detail: `kit ${formatNs(kit)}; ${peers.map((row) => `${row.name} ${formatNs(overhead(row.name))} (${formatRatio(overhead(row.name) / kit)} kit's)`).join(", ")}.`,
    },
  ];
  const body = [
    'One Chat Completions reply with one function tool call, its arguments the JSON text `{"city":"Oslo"}` (both defaults apply), taken through to the `{ role: "tool", tool_call_id, content }` message of the next request, on a trivial async tool (fetch_weather\'s input schema, returning a constant object that shows the default `units` was applied). Each contender was checked first on this call (the exact message) and on arguments the schema refuses (a message that is no success). Overhead = median of the case − median of the direct call of the tool function on the input already parsed, checked and completed.',
    "",
    "- kit: `openAIChatFormat()` (defaults), `format.calls(reply)` → `new ToolDispatcher(registry).dispatchAll(requests)` → `format.results(outcomes)`: the public path, whole, from the built packages (the executor in result mode with the call's id, kit's validation with defaults, the outcome text).",
    "- OpenAI Agents JS: the Chat model's conversion of the reply into a `function_call` item, the tool looked up by name, the package's own `invokeFunctionTool({ tool, runContext, input: argumentsText, details: { toolCall } })` (JSON.parse, the zod schema's parse, `execute`, its error handling), the `function_call_result` item with the output as text, and the Chat converter's tool message. Not included: the runner's guardrails, hooks, approval checks, tracing span and run items, so its number is a lower bound on its runner's path.",
    "- AI SDK: its step from the model's content to the tool message, replicated from `ai`'s own code with the branches this call takes: @ai-sdk/openai's conversion of the reply into a `tool-call` part; `parseToolCall` -> `doParseToolCall` (the tool looked up by name, the package's own `safeParseJSON({ text, schema: asSchema(inputSchema) })`: secure JSON parse, then the zod schema's validation), under `Promise.all` as the step runs them; `isApprovalNeeded` (awaited); `executeTools` -> `executeToolCall`: `recordSpan` on the no-op tracer telemetry gets when it is off, with `selectTelemetryAttributes` and @opentelemetry/api's `context.active()`/`context.with`, the start and finish callbacks notified (none registered), `now()` around the package's own `executeTool` generator; `toResponseMessages`' tool message (`createToolModelOutput`'s `{ type: \"json\", value }`, in call order); @ai-sdk/openai's tool message (`JSON.stringify(value)`). Not included: the assistant message `toResponseMessages` also builds and the step bookkeeping (the step result, a `structuredClone` of the messages), so its number is a lower bound: timed on this machine, a real `generateText` step (a mock model) that gets this tool call costs tens of µs more than the same step answering with text.",
    "",
    table,
    "",
    versionsNote(result),
  ].join("\n");
  return { title: "4. Dispatch overhead", body, verdicts };
}
