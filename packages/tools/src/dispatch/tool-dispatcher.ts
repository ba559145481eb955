// The dispatch path of an agent: a model's tool call in, the registry's tool run through the
// executor, and something the model can read back out.
import type { CallHandlers } from "../context/call-handlers";
import { UnknownToolError } from "../errors/unknown-tool-error";
import { ToolExecutor } from "../executor/tool-executor";
import { ToolResult } from "../executor/tool-result";
import type { AnyTool } from "../tool/tool";
import type { ToolRegistry } from "../tool/tool-registry";
import { dropAbsentNulls } from "./internal/absent-nulls";
import { closestName } from "./internal/closest-name";
import { dictionariesFromEntries } from "./internal/entry-dictionaries";
import { outcomeText } from "./internal/outcome-text";
import { parseArguments } from "./internal/parse-arguments";
import { UnparsedArguments } from "./internal/unparsed-arguments";
import type { ToolCallOutcome } from "./tool-call-outcome";
import type { ToolCallRequest } from "./tool-call-request";

/**
 * Options of one dispatch, passed on to the executor: its signal and timeout, and the caller's
 * side of the tool's context (progress and log handlers, answers to elicit and sample).
 */
export interface DispatchOptions extends CallHandlers {
  /** Aborts the call (or every call of `dispatchAll`); the cause is its `reason`. */
  readonly signal?: AbortSignal | undefined;
  /** A limit per call, in milliseconds (positive, finite); replaces the executor's. */
  readonly timeoutMs?: number | undefined;
}

/**
 * Runs a model's tool calls against a registry. Every call runs in result mode with the
 * request's id as its `callId`, so validation, credentials, timeouts, events, telemetry and
 * redaction apply as for any `execute`; a call never rejects for a tool's failure, and each
 * outcome carries the text to show the model.
 * @example
 * ```ts
 * import { defineTool, ToolDispatcher, ToolRegistry } from "@kit/tools";
 *
 * const registry = new ToolRegistry();
 * registry.register(
 *   defineTool({
 *     name: "add",
 *     inputSchema: { parameters: [{ name: "a", type: "float" }, { name: "b", type: "float" }] },
 *     execute: ({ a, b }) => ({ sum: a + b }),
 *   }),
 * );
 * const dispatcher = new ToolDispatcher(registry);
 * const [ok, typo] = await dispatcher.dispatchAll([
 *   { id: "call_1", name: "add", arguments: '{"a": 1, "b": 2}' },
 *   { id: "call_2", name: "ad", arguments: "{}" },
 * ]);
 * ok?.text; // '{"sum":3}'
 * typo?.text; // "Unknown tool 'ad'. Did you mean 'add'? Available tools: add."
 * ```
 */
export class ToolDispatcher {
  /** The tools calls are looked up in. */
  readonly registry: ToolRegistry;
  /** The executor every call runs through. */
  readonly executor: ToolExecutor;

  /** @param executor - runs the calls; a `new ToolExecutor()` (no credentials) when omitted. */
  constructor(registry: ToolRegistry, executor: ToolExecutor = new ToolExecutor()) {
    this.registry = registry;
    this.executor = executor;
  }

  /**
   * Runs one call and settles with its outcome, also when the tool is unknown, the arguments
   * are broken or the tool fails.
   * @throws TypeError (as a rejection) for a request that is not `{ id: string, name: string }`,
   * and RangeError for a `timeoutMs` that is not a positive finite number: mistakes in the
   * calling code, not the model's.
   */
  async dispatch(request: ToolCallRequest, options?: DispatchOptions): Promise<ToolCallOutcome> {
    checkRequest(request);
    const tool = this.registry.lookup(request.name);
    if (tool === undefined) return this.#unknown(request);
    const parsed = parseArguments(request.arguments);
    // Broken JSON still goes through the executor, to fail its input validation with the parse
    // problem: the call is reported (events, telemetry) like any other invalid call.
    let inputs: unknown = parsed.ok ? parsed.value : new UnparsedArguments(parsed.problem);
    if (parsed.ok && request.dictionariesAsEntries === true) {
      inputs = dictionariesFromEntries(tool, inputs);
    }
    if (request.nullMeansAbsent === true && !(inputs instanceof UnparsedArguments)) {
      inputs = dropAbsentNulls(tool, inputs);
    }
    const result = await this.executor.execute(tool, inputs, {
      raiseOnFailure: false,
      callId: request.id,
      signal: options?.signal,
      timeoutMs: options?.timeoutMs,
      onProgress: options?.onProgress,
      onLog: options?.onLog,
      elicit: options?.elicit,
      sample: options?.sample,
    });
    return outcome(request, tool, result);
  }

  /** Runs the calls at the same time; the outcomes come back in the order of the requests. */
  dispatchAll(
    requests: readonly ToolCallRequest[],
    options?: DispatchOptions,
  ): Promise<ToolCallOutcome[]> {
    // One call, the common reply: its outcome in a list, without Promise.all's bookkeeping.
    if (requests.length === 1)
      return this.dispatch(requests[0] as ToolCallRequest, options).then(inList);
    return Promise.all(requests.map((request) => this.dispatch(request, options)));
  }

  #unknown(request: ToolCallRequest): ToolCallOutcome {
    const available = [...this.registry].map((tool) => tool.name);
    const error = new UnknownToolError({
      toolName: request.name,
      available,
      suggestion: closestName(request.name, available),
    });
    return outcome(request, undefined, failure(request.name, error));
  }
}

function checkRequest(request: ToolCallRequest): void {
  if (
    typeof request !== "object" ||
    request === null ||
    typeof request.id !== "string" ||
    typeof request.name !== "string"
  ) {
    throw new TypeError("ToolDispatcher: a request needs a string 'id' and a string 'name'");
  }
}

function inList(outcome: ToolCallOutcome): ToolCallOutcome[] {
  return [outcome];
}

function failure(toolName: string, error: Error): ToolResult {
  return new ToolResult({ toolName, status: "failure", durationMs: 0, error });
}

function outcome(
  request: ToolCallRequest,
  tool: AnyTool | undefined,
  result: ToolResult,
): ToolCallOutcome {
  return Object.freeze({ request, result, text: outcomeText(tool, result) });
}
