// The demo as a person runs it: a child process, its whole output read for the lines that show
// each feature at work, with each credential backend, and searched for the API key.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { beforeAll, describe, expect, test } from "vitest";
import { DEMO_API_KEY } from "../src/setup";

const run = promisify(execFile);
const EXAMPLES = fileURLToPath(new URL("..", import.meta.url));

/** Runs the demo with `args`; resolves with stdout and stderr together, and the exit code. */
async function demo(args: readonly string[]): Promise<{ output: string; code: number }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--conditions=@kit/source", "--import", "tsx", "src/demo.ts", ...args],
      { cwd: EXAMPLES, maxBuffer: 16 * 1024 * 1024 },
    );
    return { output: `${stdout}\n${stderr}`, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { output: `${failed.stdout}\n${failed.stderr}`, code: failed.code };
  }
}

/** A step line: the role in its column, then the text. */
const step = (role: string, text: string): string => `  ${role.padEnd(21)} ${text}`;

describe.each([
  {
    flag: "dotenv",
    location: "dotenv file",
    backend: "dotenv",
    place: /the dotenv key 'WEATHER_API_KEY' of '\/\S+\/kit-demo-\w+\/empty\.env'/,
  },
  {
    flag: "secrets-dir",
    location: "secrets directory",
    backend: "files",
    place: /the file '\/\S+\/kit-demo-\w+\/empty-secrets\/weather-api-key'/,
  },
])("pnpm demo --credentials=$flag", ({ flag, location, backend, place }) => {
  let output = "";
  beforeAll(async () => {
    const result = await demo([`--credentials=${flag}`]);
    output = result.output;
    expect(result.code).toBe(0);
  });

  test("never shows the API key, anywhere in stdout or stderr", () => {
    expect(output.length).toBeGreaterThan(1000);
    expect(output).not.toContain(DEMO_API_KEY);
  });

  test("reads the key from the backend of the flag; a missing key is a clear failure", () => {
    expect(output).toMatch(
      new RegExp(`'weather-api-key' from the ${location} /\\S+/kit-demo-\\w+/(\\.env|secrets) `),
    );
    expect(output).toContain(
      step(
        "fetch_weather",
        `<- [call_no_key] failed, attempts: 0: Tool 'fetch_weather' execution failed: Credential not found: 'weather-api-key' (asked: '${backend}'); store it in one of these backends. Looked for 'weather-api-key' in '${backend}': `,
      ),
    );
    expect(output).toMatch(place);
  });

  test("the weather server wants a key", () => {
    expect(output).toMatch(
      /weather API\s+http:\/\/127\.0\.0\.1:\d+ wants \?appid=<key>; without it: 401 Unauthorized\./,
    );
  });

  test("OpenAI Chat: calls answered, broken JSON answered with text the model can act on", () => {
    expect(output).toContain(
      "1/5 OpenAI Chat Completions: the model's replies from fixtures/openai-chat/",
    );
    expect(output).toContain(step("tool", '<- [call_Q1calc7bZ2] ok, attempts: 1: {"result":6787}'));
    expect(output).toContain(
      step(
        "tool",
        "<- [call_Q3wthr1Vw] failed, attempts: 0: Tool 'fetch_weather' input validation failed:",
      ),
    );
    expect(output).toMatch(
      /\n {26}Arguments are not valid JSON \(.+\); received: \{"city":"Oslo","country":"NO","units":"metric"\n/,
    );
    expect(output).toContain(
      `\n${" ".repeat(24)}Expected parameters: city (string, required), country (string, default "US"), units (string, one of 'imperial', 'metric', default "imperial")\n`,
    );
    expect(output).toContain(
      step(
        "tool",
        '<- [call_Q4wthr8Rt3] ok, attempts: 1: {"city":"Oslo","country":"NO","temperature":3.5,"units":"metric","conditions":"light snow"}',
      ),
    );
    expect(output).toContain(step("assistant", "1234 × 5.5 = 6787."));
  });

  test("every format: a chart sent as an image the way that API takes one, and a word count reporting progress", () => {
    // Chat Completions: text in the tool message, the image in a user message after it.
    expect(output).toContain(
      step(
        "tool",
        '<- [call_C1chart7Wd2] ok, attempts: 1: {"bars":7,"max":21} Rain this week in Bergen, mm: 7 bars, the tallest 21. [image/png, ',
      ),
    );
    expect(output).toMatch(
      /user {18}<- The images and files of the result of tool call call_C1chart7Wd2 \(render_chart\), which a tool message cannot hold: \[image_url image\/png, \d+ characters of base64\]/,
    );
    expect(output).toMatch(
      /function_call_output {2}<- \[call_R4chart1Qe7\] ok, .*\[input_image image\/png, \d+ characters of base64\]/,
    );
    expect(output).toMatch(
      /tool_result {11}<- \[toolu_01Chart4bN8vL2q\] ok, .*\[image image\/png, \d+ characters of base64\]/,
    );
    expect(output).toMatch(
      /functionResponse {6}<- \[fc_g4chart5p2q\] ok, .*"\$ref":"part-1".*\[inlineData image\/png, \d+ characters of base64\]/,
    );
    // Progress and a log message, before the result, in every format.
    for (const id of ["call_C2count4Lm8", "call_R5count8Tz3", "toolu_01Count7hK3pD6s"]) {
      const lines = [
        step("progress", `count_words [${id}] 0/2: reading 2 entries of 'notes'`),
        step("progress", `count_words [${id}] 1/2: old-ideas.draft.md`),
        step("progress", `count_words [${id}] 2/2: todo.md`),
        step("log", `count_words [${id}] info: 13 words in 2 files of 'notes'`),
      ];
      expect(output).toContain(lines.join("\n"));
      expect(output.indexOf(lines[3] as string)).toBeLessThan(output.indexOf(`<- [${id}] ok`));
    }
    // Gemini runs after the approved deletion of the draft: one note is left.
    expect(output).toContain(step("progress", "count_words [fc_g4count1r8s] 1/1: todo.md"));
  });

  test("OpenAI Responses: a file read, and paths out of the sandbox refused", () => {
    expect(output).toContain("2/5 OpenAI Responses");
    expect(output).toContain(
      step(
        "function_call_output",
        '<- [call_R1read3Ks8] ok, attempts: 1: {"path":"notes/todo.md","bytes":30,"content":"- buy coffee\\n- renew passport\\n"}',
      ),
    );
    expect(output).toContain(
      step(
        "function_call_output",
        "<- [call_R2read6Pd1] failed, attempts: 1: Tool 'read_file' execution failed: Path '../.env' goes up with '..': only the sandbox directory can be read.",
      ),
    );
    expect(output).toContain(
      "<- [call_R3read2Hn5] failed, attempts: 1: Tool 'read_file' execution failed: Path 'escape.txt' leads outside the sandbox directory through a symbolic link: refused.",
    );
    expect(output).not.toContain("Not for the model.");
  });

  test("Anthropic: a retried call, a misspelled tool name, the key redacted in an error", () => {
    expect(output).toContain("3/5 Anthropic Messages");
    expect(output).toContain(
      step(
        "tool_result",
        '<- [toolu_01Bergen4xK9mQ2w] ok, attempts: 2: {"city":"Bergen","country":"NO","temperature":7,"units":"metric","conditions":"rain"}',
      ),
    );
    expect(output).toContain(
      step(
        "tool_result",
        "<- [toolu_01Paris7pL3vN8z] failed (is_error), attempts: 0: Unknown tool 'fetch_wether'. Did you mean 'fetch_weather'? Available tools: read_file, calculator, convert_currency, fetch_weather, delete_note, render_chart, count_words, lookup_customer, place_order.",
      ),
    );
    expect(output).toMatch(
      /<- \[toolu_01Atlantis2cR6y\] failed \(is_error\), attempts: 1: Tool 'fetch_weather' execution failed: GET http:\/\/127\.0\.0\.1:\d+\/data\/2\.5\/weather\?q=Atlantis%2CUS&units=metric&appid=\[REDACTED\] answered 404: city not found\n/,
    );
  });

  test("an MCP server's tools beside the local ones: called in one reply, through one executor, then closed", () => {
    expect(output).toMatch(
      /connected to @modelcontextprotocol\/server-everything over stdio: \d+ tools, 0 of them with a schema kit passes through unchecked; giving the model everything_echo and everything_get-sum/,
    );
    expect(output).toContain(
      step(
        "mcp",
        "everything_get-sum: read-only, idempotent (from the server's annotations), tagged mcp.server=everything",
      ),
    );
    expect(output).toContain("5/5 Anthropic Messages, with the remote tools");
    expect(output).toContain(
      step(
        "tool_result",
        "<- [toolu_01RemoteSum5kP2] ok, attempts: 1: The sum of 1234 and 5678 is 6912.",
      ),
    );
    expect(output).toContain(
      step("tool_result", '<- [toolu_01LocalCalc8nV4] ok, attempts: 1: {"result":42}'),
    );
    expect(output).toContain(
      step("tool_result", "<- [toolu_01RemoteEcho2qW7] ok, attempts: 1: Echo: done"),
    );
    expect(output).toMatch(/span +execute_tool everything_get-sum +toolu_01RemoteSum5kP2 +UNSET/);
    expect(output).toContain(step("mcp", "connection closed: the server process has ended"));
  });

  test("a long call as a task: started, read by its id while it runs, then awaited; its spans linked", () => {
    expect(output).toContain(
      step(
        "task",
        "started task_demo_monthly_report (monthly_report): working; the request that started it has its answer now",
      ),
    );
    expect(output).toMatch(
      /task +read by its id: (working, [2-4]\/4: week [2-4] of 2026-11|completed, 4\/4: week 4 of 2026-11)\n/,
    );
    expect(output).toContain(
      step("task", 'awaited by its id: success: {"month":"2026-11","rows":1200}'),
    );
    expect(output).toMatch(
      /span +execute_tool monthly_report +task_demo_monthly_report +UNSET, attempts: 1\n/,
    );
    expect(output).toMatch(
      /span +get_task monthly_report +task_demo_monthly_report +UNSET, (working|completed), linked to the task's span\n/,
    );
    expect(output).toMatch(
      /span +await_task monthly_report +task_demo_monthly_report +UNSET, completed, linked to the task's span\n/,
    );
  });

  test("Gemini: a wrong type answered, a deletion denied then one approved", () => {
    expect(output).toContain("4/5 Gemini");
    expect(output).toContain(
      step(
        "functionResponse",
        "<- [fc_g1conv5e8a] failed (error), attempts: 0: Tool 'convert_currency' input validation failed:",
      ),
    );
    expect(output).toContain(
      `\n${" ".repeat(26)}Parameter 'amount': expected type 'float', got 'string'\n`,
    );
    const denied = output.indexOf(
      step("approval", 'delete_note({"name":"todo.md"}) [fc_g2del3b7c]: denied'),
    );
    const approved = output.indexOf(
      step("approval", 'delete_note({"name":"old-ideas.draft.md"}) [fc_g3del9d1f]: approved'),
    );
    expect(denied).toBeGreaterThan(0);
    expect(approved).toBeGreaterThan(denied);
    expect(output).toContain(
      step(
        "functionResponse",
        "<- [fc_g2del3b7c] failed (error), attempts: 0: Tool 'delete_note' execution failed: Tool 'delete_note' call was not approved.",
      ),
    );
    expect(output).toContain(
      step(
        "functionResponse",
        '<- [fc_g3del9d1f] ok, attempts: 1: {"output":{"deleted":"notes/old-ideas.draft.md"}}',
      ),
    );
    expect(output).toContain(step("assistant", "99.5 USD are 14971.06 JPY."));
  });

  test("every format: a customer looked up with a zod tool and an order placed with a nested one", () => {
    const customer =
      '{"customerId":"C-1042","name":"Ingrid Berg","tier":"gold","address":{"name":"Ingrid Berg","street":"Storgata 1","city":"Oslo","postalCode":"0155","country":"NO"}}';
    const order =
      '{"orderId":"ORD-1042-2950","items":3,"total":29.5,"currency":"EUR","shipTo":"Oslo, NO"}';
    // OpenAI Chat: both succeed; the order is approved first (it is not read-only).
    expect(output).toContain(step("tool", `<- [call_O1cust5Hx2] ok, attempts: 1: ${customer}`));
    expect(output).toMatch(
      /approval {14}place_order\(\{"customerId":"C-1042",.*\) \[call_O2order8Jv4\]: approved \(the reviewer approves deleting drafts \(\*\.draft\.md\) and orders of at most 10 items only\)\n/,
    );
    expect(output).toContain(step("tool", `<- [call_O2order8Jv4] ok, attempts: 1: ${order}`));
    // OpenAI Responses: zod's default replaced by the model's choice; a card payment.
    expect(output).toContain(
      step(
        "function_call_output",
        '<- [call_R6cust2Wn9] ok, attempts: 1: {"customerId":"C-1042","name":"Ingrid Berg","tier":"gold","orders":["ORD-1042-2500"]}',
      ),
    );
    expect(output).toContain(
      step(
        "function_call_output",
        '<- [call_R7order4Km1] ok, attempts: 1: {"orderId":"ORD-1042-2370","items":3,"total":23.7,"currency":"EUR","shipTo":"Oslo, NO"}',
      ),
    );
    // Anthropic: zod's own message for a bad id, in kit's words around it.
    expect(output).toContain(
      [
        step(
          "tool_result",
          "<- [toolu_01Cust3mQ8rT5v] failed (is_error), attempts: 0: Tool 'lookup_customer' input validation failed:",
        ),
        `${" ".repeat(26)}Parameter 'customerId': Invalid string: must match pattern /^C-\\d{4}$/`,
        `${" ".repeat(24)}Expected parameters: customerId (string, required), include (list of string, default ["address"])`,
      ].join("\n"),
    );
    expect(output).toContain(
      step("tool_result", `<- [toolu_01Order6nB2xW4] ok, attempts: 1: ${order}`),
    );
    // Gemini: a bad line item named by its path, and the tool never ran.
    expect(output).toContain(
      step("functionResponse", `<- [fc_g5cust2k7m] ok, attempts: 1: {"output":${customer}}`),
    );
    expect(output).toContain(
      [
        step(
          "functionResponse",
          "<- [fc_g6order4n1p] failed (error), attempts: 0: Tool 'place_order' input validation failed:",
        ),
        `${" ".repeat(26)}Parameter 'items[1].qty': expected at least 1, got 0`,
        `${" ".repeat(24)}Expected parameters: customerId (string, required), items (list of dictionary, required), shipTo (dictionary, required), payment (dictionary, required)`,
      ].join("\n"),
    );
    expect(output).not.toContain("[fc_g6order4n1p]: approved");
  });

  test("the conversations are numbered 1/N to N/N, N their count", () => {
    const numbers = [...output.matchAll(/^(\d+)\/(\d+) \S/gm)].map((match) => [
      Number(match[1]),
      Number(match[2]),
    ]);
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers).toEqual(numbers.map((_, index) => [index + 1, numbers.length]));
  });

  test("the span lines keep their columns, also for a remote tool's long name", () => {
    const lines = output.split("\n").filter((line) => /^\s+span\s+execute_tool /.test(line));
    expect(lines.length).toBeGreaterThan(30);
    expect(lines.some((line) => line.includes("execute_tool everything_get-sum "))).toBe(true);
    const statusColumns = new Set(lines.map((line) => line.search(/ (UNSET|ERROR)\b/)));
    expect([...statusColumns]).toHaveLength(1);
  });

  test("spans: one line each, and the retried one as the SDK's console exporter prints it", () => {
    expect(output).toContain(
      "Spans: 37, one line each (a call to an unknown tool name never reaches the executor, so it has none)",
    );
    // Broken JSON fails the input validation inside the executor, so it has its span.
    expect(output).toMatch(
      /span\s+execute_tool fetch_weather\s+call_Q3wthr1Vw\s+ERROR ToolValidationError, attempts: 0\n/,
    );
    expect(output).toMatch(
      /span\s+execute_tool fetch_weather\s+toolu_01Bergen4xK9mQ2w +UNSET, attempts: 2\n/,
    );
    expect(output).toMatch(
      /span\s+execute_tool delete_note\s+fc_g2del3b7c\s+ERROR ToolExecutionError \(ApprovalDeniedError\), attempts: 0\n/,
    );
    // The exporter's own output (util.inspect of each span), printed once by default.
    expect(output.match(/instrumentationScope: \{ name: '@kit\/otel'/g)).toHaveLength(1);
    expect(output).toContain("name: 'execute_tool fetch_weather',");
    expect(output).toContain("'gen_ai.tool.call.id': 'toolu_01Bergen4xK9mQ2w',");
    expect(output).toContain("'kit.tool.attempts': 2");
  });

  test("the duration histogram, summarised per tool and status", () => {
    expect(output).toContain(
      "Duration histogram agent.tool.execution.duration, from the MeterProvider",
    );
    expect(output).toMatch(/\n {2}tool +status +error\.type +count +sum ms +avg ms +max ms\n/);
    expect(output).toMatch(/\n {2}fetch_weather +success +3 +[\d.]+ +[\d.]+ +[\d.]+\n/);
    expect(output).toMatch(
      /\n {2}fetch_weather +failure +ToolExecutionError +2 +[\d.]+ +[\d.]+ +[\d.]+\n/,
    );
    // The broken-JSON call: an input failure inside the executor, so it is measured too.
    expect(output).toMatch(
      /\n {2}fetch_weather +failure +ToolValidationError +1 +[\d.]+ +[\d.]+ +[\d.]+\n/,
    );
    expect(output).toMatch(
      /\n {2}delete_note +failure +ToolExecutionError +1 +[\d.]+ +[\d.]+ +[\d.]+\n/,
    );
  });

  test("the summary table, and the temporary directory removed at the end", () => {
    expect(output).toMatch(/\n {2}tool +calls +ok +failed +attempts +avg ms\n/);
    expect(output).toMatch(/\n {2}fetch_weather +6 +3 +3 +5 +[\d.]+\n/);
    expect(output).toMatch(/\n {2}fetch_wether +1 +0 +1 +0 +[\d.]+\n/);
    expect(output).toMatch(/\n {2}read_file +3 +1 +2 +3 +[\d.]+\n/);
    expect(output).toMatch(/\n {2}render_chart +4 +4 +0 +4 +[\d.]+\n/);
    expect(output).toMatch(/\n {2}count_words +4 +4 +0 +4 +[\d.]+\n/);
    expect(output).toMatch(/\n {2}lookup_customer +4 +3 +1 +3 +[\d.]+\n/);
    expect(output).toMatch(/\n {2}place_order +4 +3 +1 +3 +[\d.]+\n/);
    expect(output).toMatch(/\n {2}everything_get-sum +1 +1 +0 +1 +[\d.]+\n/);
    expect(output).toMatch(/\n {2}everything_echo +1 +1 +0 +1 +[\d.]+\n/);
    expect(output).toMatch(/\n {2}monthly_report +1 +1 +0 +1 +[\d.]+\n/);
    expect(output).toMatch(/\n {2}all +36 +26 +10 +30 +[\d.]+\n/);
    const directory = /Done: weather server stopped, (\S+) removed\./.exec(output)?.[1];
    expect(directory).toMatch(/kit-demo-/);
    expect(existsSync(directory!)).toBe(false);
  });
});

describe("pnpm demo's other flags", () => {
  test("--spans prints every span through the console exporter", async () => {
    const { output, code } = await demo(["--spans"]);
    expect(code).toBe(0);
    expect(output.match(/instrumentationScope: \{ name: '@kit\/otel'/g)).toHaveLength(37);
    expect(output).not.toContain(DEMO_API_KEY);
  });

  test("an unknown flag or backend stops with the usage, exit code 2", async () => {
    const backend = await demo(["--credentials=vault"]);
    expect(backend.output).toContain(
      "kit demo: --credentials must be one of dotenv, secrets-dir, got 'vault'",
    );
    const flag = await demo(["--verbose"]);
    expect(flag.output).toContain("kit demo: unknown argument '--verbose'");
    for (const { output, code } of [backend, flag]) {
      expect(code).toBe(2);
      expect(output).toContain(
        "Usage: pnpm demo [--credentials=dotenv|secrets-dir] [--spans] [--mcp]",
      );
    }
  });
});
