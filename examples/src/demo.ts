// The kit demo: a scripted model calls nine tools that do real local work, through the tool
// formats of four providers, with credentials, policies and OpenTelemetry, then two tools of an
// MCP server it starts beside them. No network, no API key. `--mcp` serves the same tools to an
// MCP client instead.
import { instrumentExecutor } from "@kit/otel";
import { ToolDispatcher, type ToolExecutor } from "@kit/tools";
import { CallTally } from "./call-tally";
import { anthropic } from "./conversation/anthropic";
import { gemini } from "./conversation/gemini";
import { openAIChat } from "./conversation/openai-chat";
import { openAIResponses } from "./conversation/openai-responses";
import { runConversation } from "./conversation/run-conversation";
import { WEATHER_KEY_NAME, writeEmptyCredentials } from "./credentials";
import { demoExecutor, RETRY } from "./executor";
import { runLongTask } from "./long-task";
import { serveMcp } from "./mcp-server";
import { type DemoOptions, parseOptions, USAGE } from "./options";
import { heading, say, table } from "./printer";
import { runRemoteTools } from "./remote-tools";
import { draftsOnlyReviewer, REVIEW_RULE } from "./reviewer";
import { type DemoSetup, FLAKY_CITY, setUp } from "./setup";
import { DemoTelemetry, spanLines } from "./telemetry";
import { describeSandbox } from "./workspace";

async function runDemo(options: DemoOptions): Promise<void> {
  console.log(
    "kit demo: a scripted model calls nine local tools through four provider formats, then two tools of an MCP server beside them. No network, no API key.",
  );
  const setup = await setUp(options.credentials);
  const telemetry = new DemoTelemetry();
  try {
    await describeSetUp(setup, options);
    const approve = draftsOnlyReviewer((line) => say("approval", line));
    const instrument = (executor: ToolExecutor): ToolExecutor => {
      instrumentExecutor(executor, { ...telemetry, agentName: "kit-demo" });
      return executor;
    };
    const executor = instrument(demoExecutor(setup.credentials.provider, approve));
    const context = {
      registry: setup.registry,
      dispatcher: new ToolDispatcher(setup.registry, executor),
      tally: new CallTally(),
    };
    await runConversation(openAIChat, context, "1/5");
    await runConversation(openAIResponses, context, "2/5");
    await runConversation(anthropic, context, "3/5");
    await runConversation(gemini, context, "4/5");
    await runRemoteTools(setup.registry, executor, context.tally);
    await runLongTask(executor, context.tally);

    heading("A missing credential: the same call on a machine where nobody stored the key");
    const empty = await writeEmptyCredentials(setup.workspace.directory, options.credentials);
    const bare = new ToolDispatcher(setup.registry, instrument(demoExecutor(empty, approve)));
    const missing = await bare.dispatch({
      id: "call_no_key",
      name: "fetch_weather",
      arguments: { city: "Oslo" },
    });
    context.tally.add(missing.request.name, missing.result);
    say(
      "fetch_weather",
      `<- [call_no_key] failed, attempts: ${missing.result.attempts}: ${missing.text}`,
    );

    await printTelemetry(telemetry, options);
    heading(
      "Summary: every call, by the tool name the model sent (avg ms: ToolResult.durationMs, the call inside the executor, without the telemetry around it)",
    );
    table(["tool", "calls", "ok", "failed", "attempts", "avg ms"], context.tally.rows());
  } finally {
    await telemetry.shutdown();
    await setup.close();
    heading(`Done: weather server stopped, ${setup.workspace.directory} removed.`);
  }
}

async function describeSetUp(setup: DemoSetup, options: DemoOptions): Promise<void> {
  heading("Set-up");
  say("sandbox", `${setup.workspace.sandbox}: ${describeSandbox()}`);
  const probe = await fetch(`${setup.weather.url}/data/2.5/weather?q=Oslo`);
  say(
    "weather API",
    `${setup.weather.url} wants ?appid=<key>; without it: ${probe.status} ${probe.statusText}. ${FLAKY_CITY}'s first request fails with 503.`,
  );
  await probe.body?.cancel();
  const other = options.credentials === "dotenv" ? "secrets-dir" : "dotenv";
  say(
    "credentials",
    `'${WEATHER_KEY_NAME}' from the ${setup.credentials.location} (--credentials=${other} for the other backend)`,
  );
  say(
    "policies",
    `retry: ${RETRY.attempts} attempts for read-only tools after a retryable failure; approval: ${REVIEW_RULE}`,
  );
  say(
    "telemetry",
    `@kit/otel spans and the duration histogram go to the OpenTelemetry SDK; printed after the conversations${options.spans ? "" : " (all spans in full with --spans)"}`,
  );
}

async function printTelemetry(telemetry: DemoTelemetry, options: DemoOptions): Promise<void> {
  const spans = telemetry.spans();
  const retried = spans.find((span) => Number(span.attributes["kit.tool.attempts"]) > 1);
  const shown = options.spans ? spans : spans.filter((span) => span === (retried ?? spans[0]));
  heading(
    `Spans: ${spans.length}, one line each (a call to an unknown tool name never reaches the executor, so it has none)`,
  );
  for (const line of spanLines(spans)) say("span", line);
  heading(
    options.spans
      ? "Every span, as the SDK's ConsoleSpanExporter prints it:"
      : "The retried call's span, as the SDK's ConsoleSpanExporter prints it (every span with --spans):",
  );
  await telemetry.printWithConsoleExporter(shown);

  heading("Duration histogram agent.tool.execution.duration, from the MeterProvider");
  const ms = (seconds: number): string => (seconds * 1000).toFixed(1);
  table(
    ["tool", "status", "error.type", "count", "sum ms", "avg ms", "max ms"],
    (await telemetry.durations()).map((row) => [
      row.tool,
      row.status,
      row.error,
      String(row.count),
      ms(row.sumSeconds),
      ms(row.sumSeconds / row.count),
      ms(row.maxSeconds),
    ]),
  );
}

let options: DemoOptions;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`kit demo: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (options.mcp) serveMcp(options);
else await runDemo(options);
