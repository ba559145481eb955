// Part 3: executor overhead, kit against the direct call and the peers' tool invocation paths.
import type { BenchCase, CaseStats, MeasureOptions } from "../harness/measure";
import { compareCases } from "../harness/measure";
import type { Section, Verdict } from "../harness/report";
import { formatNs, formatRatio, markdownTable } from "../harness/table";
import { directCases, kitExecutorCases, verifyKitExecutor } from "./kit-executor";
import { POLICY_CASES, policyCases, verifyPolicyCases } from "./policy-cases";

/** A peer that could not be measured, and why. */
export interface MissingPeer {
  readonly name: string;
  readonly reason: string;
}

/** The executor part's measurements. */
export interface ExecutorResult {
  readonly rows: readonly CaseStats[];
  readonly missing: readonly MissingPeer[];
}

const PEERS = [
  {
    name: "LangChain (@langchain/core)",
    load: () => import("./langchain"),
    cases: "langchainCase",
    verify: "verifyLangchain",
  },
  {
    name: "Mastra (@mastra/core)",
    load: () => import("./mastra"),
    cases: "mastraCase",
    verify: "verifyMastra",
  },
  {
    name: "Vercel AI SDK (ai)",
    load: () => import("./ai-sdk"),
    cases: "aiSdkCases",
    verify: "verifyAiSdk",
  },
] as const;

async function loadPeers(): Promise<{ cases: BenchCase[]; missing: MissingPeer[] }> {
  const cases: BenchCase[] = [];
  const missing: MissingPeer[] = [];
  for (const peer of PEERS) {
    try {
      const module = (await peer.load()) as unknown as Record<string, unknown>;
      await (module[peer.verify] as () => Promise<void>)();
      const found = module[peer.cases] as BenchCase | BenchCase[];
      cases.push(...(Array.isArray(found) ? found : [found]));
    } catch (error) {
      missing.push({
        name: peer.name,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return { cases, missing };
}

/** Verifies every contender with one call, then measures them all, interleaved. */
export async function measureExecutor(options: MeasureOptions): Promise<ExecutorResult> {
  await verifyKitExecutor();
  await verifyPolicyCases();
  const peers = await loadPeers();
  const rows = await compareCases(
    [...directCases(), ...kitExecutorCases(), ...policyCases(), ...peers.cases],
    options,
  );
  return { rows, missing: peers.missing };
}

/** The executor section: medians, overhead over the direct call, and the verdicts. */
export function executorSection(result: ExecutorResult): Section {
  const median = (name: string): number =>
    result.rows.find((row) => row.name === name)?.median ?? Number.NaN;
  const directOf = (name: string): number =>
    name.includes("sync") && !name.includes("async")
      ? median("direct sync")
      : median("direct async");
  const overhead = (name: string): number =>
    name.startsWith("direct") ? 0 : median(name) - directOf(name);
  const kitAsync = overhead("kit async strict");
  const table = markdownTable(
    ["case", "median", "overhead (− direct)", "vs direct", "overhead vs kit async strict"],
    result.rows.map((row) => [
      row.name,
      formatNs(row.median),
      row.name.startsWith("direct") ? "—" : formatNs(overhead(row.name)),
      formatRatio(row.median / directOf(row.name)),
      row.name.startsWith("direct") ? "—" : formatRatio(overhead(row.name) / kitAsync),
    ]),
  );
  const peerRows = result.rows.filter(
    (row) => !row.name.startsWith("kit") && !row.name.startsWith("direct"),
  );
  const validatedPeers = peerRows.filter((row) => !row.name.includes("no validation"));
  const strictWorst = Math.max(overhead("kit sync strict"), overhead("kit async strict"));
  // LangChain's and Mastra's paths must cost ten times kit's; the AI SDK's, more than kit's.
  const required = (name: string): number => (name.startsWith("AI SDK") ? 1 : 10);
  const short = validatedPeers.filter(
    (row) => !(overhead(row.name) / kitAsync > required(row.name)),
  );
  // The whole call with every policy set but none triggered, over the same call without them.
  const policyRatio = (kind: "sync" | "async"): number =>
    median(POLICY_CASES[kind].policies) / median(POLICY_CASES[kind].plain);
  const askedRatio = (kind: "sync" | "async"): number =>
    median(POLICY_CASES[kind].approved) / median(`kit ${kind} strict`);
  const verdicts: Verdict[] = [
    {
      target: "Executor: overhead under 1 µs in strict mode with no listeners",
      met: strictWorst < 1000,
      detail: `sync tool ${formatNs(overhead("kit sync strict"))} (${formatRatio(median("kit sync strict") / median("direct sync"))} the direct call), async tool ${formatNs(overhead("kit async strict"))} (${formatRatio(median("kit async strict") / median("direct async"))}).`,
    },
    {
      target:
        "Executor: lower overhead than each peer's tool invocation path, and at least 10x lower than LangChain's and Mastra's",
      met: validatedPeers.length === 0 ? undefined : short.length === 0,
      detail: `${validatedPeers.map((row) => `${row.name} ${formatRatio(overhead(row.name) / kitAsync)}`).join(", ")} of kit's async strict overhead. The AI SDK's bare \`execute\` does no validation (the SDK validates in generateText), so it is shown but not judged.`,
    },
    {
      target:
        "Executor: a call with every policy configured but not triggered costs at most 15% more than a call without policies",
      met: Math.max(policyRatio("sync"), policyRatio("async")) <= 1.15,
      detail: `read-only tool, whole call with policies / without: sync tool ${formatRatio(policyRatio("sync"))}, async tool ${formatRatio(policyRatio("async"))}. With a tool that is not read-only, so that \`approve\` is asked (not judged): sync ${formatRatio(askedRatio("sync"))}, async ${formatRatio(askedRatio("async"))} of the same call on an executor without policies.`,
    },
  ];
  const missing =
    result.missing.length === 0
      ? "All three peers installed and ran on this Node.js."
      : result.missing.map((peer) => `- ${peer.name} did not run: ${peer.reason}`).join("\n");
  const body = [
    "A trivial tool (fetch_weather's input schema, `{ city: \"Oslo\" }` so the two defaults apply, no output schema, no credentials) returning a constant object. kit: a `ToolExecutor` without and with a no-op listener on all three events; strict mode (`raiseOnFailure` default) and result mode. Peers: the same function behind each framework's tool API with the equivalent zod schema. Overhead = median of the case − median of the direct call (sync or async).",
    "",
    'Policies: an executor with `{ approve, maxConcurrency: 1000, toolConcurrency: { <each tool>: 1000 }, retry: { attempts: 3 } }`, where `approve` counts its calls and returns true: every policy set and none triggered (approval granted, no limit reached, no attempt fails). "read-only" cases run the same tool declared `effects: { readOnly: true }` (approval skipped by rule, retries allowed), on an executor without policies and on that one; "approve asked" runs the tool that is not read-only on it, to compare with `kit <kind> strict`.',
    "",
    table,
    "",
    missing,
  ].join("\n");
  return { title: "3. Executor overhead", body, verdicts };
}
