// Size guards, enforced in CI by `pnpm size` on the built dist. Each `limit` is set just above
// today's size, so any growth fails CI; lower a limit whenever a package gets smaller.
// @kit/tools still has a size target (beside it; docs/benchmarks.md reports it as met or not).
// The 2 KB targets of the other packages are retired: bench/notes/why-not-met.md says why.
// Bundled as ESM for Node (built-ins external), gzip -9.
const node = (config) => ({ ...config, platform: "node", format: "esm" });

export default [
  {
    name: "@kit/schema",
    path: "../packages/schema/dist/index.js",
    // Was 3.7 KB: +0.15 KB for the cold-start and no-eval work, then +0.15 KB for
    // the first schema compiled at load (0.58 -> 0.2 ms), the foldable dictionary test and one
    // generated check per way of checking (check() on 12 parameters: 55 -> 30 ns). Then 4 ->
    // 5.55 KB: the constraints (enum, items, minimum/maximum: their definition checks and exact
    // messages, both tiers, JSON Schema) cost about 1.4 KB, Standard JSON Schema about 0.13 KB.
    // Then 16.25 KB (issue 23): nested definitions (properties, additionalProperties, item
    // definitions, string and list constraints, nullable, const, discriminated unions; read and
    // checked with every problem at once, paths in messages, defaults at depth, straight-line
    // generated code per node, JSON Schema out) and ToolSchema.fromJSONSchema (2020-12 and
    // draft-07, $defs and $ref, every refusal with its pointer), a static of the class, so not
    // shaken away. Then 17.1 KB (issue 23): ToolSchema.fromStandardSchema (reading a zod,
    // ArkType or valibot schema's ~standard and JSON Schema, the check that calls its validate
    // and words its issues as kit's messages), a static of the class too: +0.85 KB.
    // +1.38 KB (issue 23): values of type any (anyOf by type), the pattern bound, a URI check V8 compiles fast.
    // +2.88 KB (issue 33): named definitions and references (recursive too) in both tiers, titled
    // enums, int32/int64 as bounds, the linear check for repeated enum values.
    // +1.43 KB (issue 33, the rest): unions without a tag (each variant tried, the closest one's
    // problems told), allOf of objects merged, $ref to an $anchor, long enums listed in part.
    // +0.5 KB (issue 33, speed): one generated function per named definition (a reference no
    // longer handed to the interpreter), a nested number's bounds reported in place, the kept
    // written form of a path's keys (a recursive tree with bad leaves: 1.86x -> see benchmarks.md).
    // +2.8 KB (issue 33, requires): rules about which parameters go together (atLeastOneOf,
    // when/required/otherwise) read with every problem at once, checked in both tiers, written
    // as if/then/else and allOf, read back from JSON Schema (if/then/else, anyOf/allOf of
    // required, dependentRequired), anchors of named definitions, and the output JSON Schema
    // keeping only the rules no default can change, an anchored $ref read as a named
    // definition (measured 22.95 -> 25.92 KB).
    limit: "26.47 KB",
    gzip: true,
    modifyEsbuildConfig: node,
  },
  {
    name: "@kit/tools (without @kit/schema and @kit/credentials)",
    path: "../packages/tools/dist/index.js",
    ignore: ["@kit/schema", "@kit/credentials"],
    // Was 4.9 KB. +1.35 KB for dispatch (ToolDispatcher, "did you mean", the model-facing text),
    // +1.9 KB for effects and the executor's policies (approval, concurrency limits, retries).
    // +0.55 KB for the policies' fast path (a rule per tool, the hold a first attempt's promise
    // carries, the general path beside it): policies set but not triggered 1.35-1.84x -> ~1.1x.
    // +2.25 KB for tool contracts (toolContract, compareContracts, the lock file and version rule
    // behind the kit-tools command) and loadToolsModule: an app that imports neither does not
    // carry them (the next entry). +0.9 KB: redaction's rules (keys left alone, values under 8
    // characters only as a whole string, the KIT_SHORT_CREDENTIAL warning) and loadToolsModule's
    // hint for a TypeScript module the running Node.js cannot load (what to run on that version).
    // +3.25 KB (issue 22): content parts (constructors, checks, redaction of their text), the
    // live context (progress, log, elicit, sample, their handlers, events and two errors) and
    // the JSON-data check of outputs (issue 26).
    // +3.04 KB (issues 23, 25): Standard Schema specs, rate limits per tool and per credential, the policy stores (concurrency, rate, call records, approvals) and their in-memory defaults.
    // +0.45 KB (issue 34): the bounded approval wait (5 minutes unless set) and loadToolsModule's
    // hint for a .js import of a .ts file.
    // +0.74 KB (issue 33): dispatch reads a null as absent at every depth (the input JSON Schema
    // walked with the value: nested dictionaries, items, $refs, a union's tagged dictionary).
    // +3.4 KB (issue 35): tasks on the executor (startTask, getTask, awaitTask, cancelTask, the
    // in-memory task store, the reporter of a running task, the lost-task error).
    // +0.2 KB (issue 35): the tool.task.starting and tool.task.read events (telemetry of tasks).
    // +0.16 KB (issue 33): contracts keep a schema's definitions and compare them.
    // +0.17 KB (issue 35): a task's stored result keeps its content parts (bytes as base64).
    // +0.93 KB (issue 35): a task's questions in its store (askInTask, answerTask, the owner's
    // poll for answers, the in-memory store's putQuestion/answer/takeAnswers).
    // +0.5 KB (issue 35, what a task costs): the abort signal made only when read
    // (deferred-abort.ts), one heartbeat timer per executor, the cheap owner id; 25.09 kB measured.
    // +0.95 KB (issue 33, OpenAI strict 95%): dispatch reads a list of { key, value } entries
    // back into a dictionary of caller-chosen keys (the walk, a key given twice, a bad entry).
    // +0.11 KB (issue 33): contracts keep a schema's requires and compare them rule by rule.
    limit: "26.21 KB",
    gzip: true,
    modifyEsbuildConfig: node,
  },
  {
    name: "@kit/tools, what an agent imports (defineTool, ToolRegistry, ToolExecutor, ToolDispatcher)",
    path: "../packages/tools/dist/index.js",
    import: "{ defineTool, ToolRegistry, ToolExecutor, ToolDispatcher }",
    ignore: ["@kit/schema", "@kit/credentials"],
    // Was 8.7 KB (8.71 KB measured after the folder-per-concept reorganisation). +0.26 KB for
    // redaction's rules: keys left alone, short values only as a whole string, their warning.
    // +2.95 KB (issue 22): the executor now always carries the call context (progress, log,
    // elicit, sample), content parts and the JSON-data check of outputs.
    // +2.5 KB (issues 23, 25): Standard Schema specs in defineTool, rate limits and policy stores.
    // +0.15 KB (issue 34): the bounded approval wait (a timer beside the caller's signal).
    // +0.72 KB (issue 33): ToolDispatcher reads a null as absent at every depth.
    // +3.3 KB (issue 35): the task methods are the executor's, so an agent that imports it carries
    // them (a lazy import of the task runner would take most of this back: not done yet).
    // +0.2 KB (issue 35): the tool.task.starting and tool.task.read events (telemetry of tasks).
    // +0.15 KB (issue 35): a task's stored result keeps its content parts (bytes as base64).
    // +0.9 KB (issue 35): askInTask and answerTask, methods of the executor (their poller too).
    // +0.5 KB (issue 35, what a task costs): the abort signal made only when read, the plain
    // path for an executor whose stores hold only tasks; 20.72 kB measured.
    // +0.9 KB (issue 33, OpenAI strict 95%): ToolDispatcher reads entry lists into dictionaries.
    limit: "21.70 KB",
    gzip: true,
    modifyEsbuildConfig: node,
  },
  {
    name: "@kit/credentials core (CredentialManager, StaticCredentialProvider)",
    path: "../packages/credentials/dist/index.js",
    import: "{ CredentialManager, StaticCredentialProvider }",
    // Was 2.6 KB: +0.2 KB for a not-found message that says where each backend looked
    // (describeLookup, collected by the manager).
    limit: "2.8 KB",
    gzip: true,
    modifyEsbuildConfig: node,
  },
  {
    name: "@kit/credentials (the main entry: every backend but the keyring)",
    path: "../packages/credentials/dist/index.js",
    // 7.15 KB when first measured: manager, caching, env, static, dotenv, secrets directory,
    // command backends and their errors. +0.28 KB for the not-found message saying where each
    // backend looked (the manager's part, and each backend's describeLookup). +0.52 KB (issue
    // 24): writable backends, MemoryCredentialProvider and the secrets directory's atomic write
    // and delete.
    limit: "8.05 KB",
    gzip: true,
    modifyEsbuildConfig: node,
  },
  {
    name: "@kit/credentials/keyring (without @napi-rs/keyring)",
    path: "../packages/credentials/dist/keyring.js",
    ignore: ["@napi-rs/keyring"],
    // 2.15 KB when first measured: the keyring backend and the errors it shares with the rest.
    // +0.33 KB (issue 24): set and delete (the entry written and removed, the service listed
    // before a delete so that a missing Secret Service is a failure).
    limit: "2.55 KB",
    gzip: true,
    modifyEsbuildConfig: node,
  },
  {
    name: "@kit/otel (without @opentelemetry/api and @kit/tools)",
    path: "../packages/otel/dist/index.js",
    ignore: ["@opentelemetry/api", "@kit/tools"],
    // Was 2 KB: +0.16 KB for kit.tool.attempts and kit.tool.failure.cause (the policies' telemetry).
    // +0.85 KB (issue 22): progress and log messages as span events (the running calls' spans
    // by call id), the summary of content parts, bytes written as a count.
    // +0.05 KB (issue 24): kit.mcp.server and kit.mcp.tool on a remote MCP tool's span.
    // +0.52 KB (issue 35): a task's span (root, linked to its starter, its traceparent stored
    // with the task) and the get/await/cancel spans linked to it.
    limit: "3.65 KB",
    gzip: true,
    modifyEsbuildConfig: node,
  },
  {
    name: "@kit/providers (without @kit/tools)",
    path: "../packages/providers/dist/index.js",
    ignore: ["@kit/tools"],
    // 3.77 KB when first measured: the four formats (OpenAI Chat and Responses, Anthropic,
    // Gemini), declarations, calls in and results out. +2 KB (issue 22): content parts in
    // results, each format's own blocks, the stand-ins, base64 once per call. +1.2 KB (issue
    // 23): nested definitions declared at every depth in each format's subset. +3.43 KB (issue 33):
    // every tool declared or left out on its own with a report (explain(): strict or why not,
    // what was loosened, narrowed or moved), OpenAI strict at every depth, Anthropic strict and
    // input_examples, Gemini's parametersJsonSchema, named definitions and titled constants.
    // +0.02 KB: descriptions and the sentences a format adds joined as sentences.
    // +0.04 KB (issue 33): the note on an untagged oneOf of objects (kit refuses a value that
    // meets more than one branch).
    // +0.74 KB (issue 33, OpenAI strict 95%): dictionaries of caller-chosen keys declared as lists
    // of { key, value } entries (OpenAI and Anthropic strict), reported, defaults and examples.
    // +0.33 KB (issue 33, requires): OpenAI's rules of a schema's requires reading a null for an
    // optional key as absent, as dispatch does (measured 10.59 -> 10.92 KB; 11.73 kB with both).
    limit: "11.75 KB",
    gzip: true,
    modifyEsbuildConfig: node,
  },
  {
    name: "@kit/mcp (without @kit/tools, @modelcontextprotocol/server, /client, /sdk and zod)",
    path: "../packages/mcp/dist/index.js",
    ignore: [
      "@kit/tools",
      "@modelcontextprotocol/server",
      "@modelcontextprotocol/client",
      "@modelcontextprotocol/sdk",
      "zod",
    ],
    // 1.08 KB when first measured: createMcpServer over the SDK's low-level Server. Then 1.23 KB:
    // the SDK's validator built once per factory on first use, and tools/call registered through
    // Protocol (one parse of each request and result instead of two); then 1.42 KB: calls
    // aborted on stop through one controller (StoppableCalls) instead of AbortSignal.any. The
    // kit-mcp CLI (dist/cli.js) is run, not bundled, so it has no budget here. +2.35 KB (issues
    // 22, 26): content blocks, progress and log notifications, logging/setLevel, elicitation
    // and sampling through the client, $schema by protocol version, the result cap. +5.9 KB
    // (issue 24): connectMcpServer, the client side (connection, tool list, calls in flight,
    // content blocks to parts, reconnects, secret cleaning). Then, for the rest of issue 24:
    // +0.65 KB credentials by name (credentialEnv, credentialHeaders, bearerCredential), checked
    // and resolved on every connect; +1.85 KB OAuth (the `auth` option checked, the
    // OAuthClientProvider on a writable credential store: state, callback URL, scope step-up,
    // the store's names, a request sent again after an authorization); +0.8 KB the 10 MiB
    // result limit (RemoteResultTooLargeError, the stdio reader's limit) and the quiet timer's
    // signal without an AbortSignal per call. +1.8 KB (issue 31, the server side on
    // @modelcontextprotocol/server v2): both eras' handlers, a tool's questions of 2026-07-28 as
    // InputRequiredResults, the requestState sealed with AES-256-GCM (the key and lifetime
    // checked), and the Server subclass that registers kit's tools/call as it is. +1.3 KB (issue
    // 31, the client on @modelcontextprotocol/client, now ignored here as a peer): the era choice
    // (discover, then initialize, a new process for a server that dies of the question), the
    // client-credentials grant and a provider handed in (ProvidedAuth), the wider scope asked by
    // kit, the refusal's hint by what was sent, the SDK errors' fields cleaned.
    // +0.1 KB: the log level on every call and -32021 read as the remote tool's failure.
    // +1.9 KB (issue 32, points 4 and 5): the HTTP transports' fetch counting each message's
    // bytes as it is read (event by event on a stream), the request sent again after a reset
    // before any answer, a call's answer that broke off or ended without a result told apart.
    // +1.55 KB (issue 32, points 7-9): a malformed result said in words (malformed-result.ts,
    // ~1 KB of its own), the bare token of a secret-looking header (header-secrets.ts), secrets
    // cleaned at any depth without recursion (clean-value.ts), a name listed twice by one upstream.
    // +2.95 KB (issue 35): MCP tasks on the client in both eras (the task call, the poll with
    // backoff, the questions, the cancel; startTask/getTask/awaitTask/cancelTask; the gateway's
    // `tasks` mode).
    // +1.45 KB (issue 32, points 1-3 and 6): the tool list read page by page within bounds, each
    // tool read on its own and a bad one skipped, a failed refresh told, the SDK's validator off.
    // +2.6 KB (issue 35): MCP tasks on the server in both eras (2025's tasks/* methods and
    // 2026's io.modelcontextprotocol/tasks extension over the executor's tasks, the --tasks policy).
    // +0.25 KB (issue 31, point 4): the gateway asks its client an upstream tool's question
    // through the call's context, the upstream's secrets cleaned from it (caller-handlers.ts).
    // +0.3 KB: remote-connection.ts split into files (remote-caller.ts, connection-tools.ts,
    // connect-target.ts, connection-auth.ts): the hosts handed to the two classes and their
    // method names, which the minifier keeps (27.2 -> 27.5 kB measured).
    // +0.5 KB (issue 35): a question before the task (askFirst) and a task's questions read from
    // the store on a replica that does not run it.
    // +1.7 KB (issue 31, the round trip at most 0.8x the SDK's McpServer): the fast path of
    // tools/call in front of the SDK's Protocol (fast-tool-calls.ts, its context, the result sent
    // on serveStdio's channel, the envelope remembered); 30.02 kB measured with both.
    limit: "30.1 KB",
    gzip: true,
    modifyEsbuildConfig: node,
  },
  {
    name: "@kit/redis (without @kit/tools and ioredis)",
    path: "../packages/redis/dist/index.js",
    ignore: ["@kit/tools", "ioredis"],
    // 3.42 KB (3423 B) when first measured (issue 25): four stores, their Lua scripts (most of
    // it, as text), leases renewed while calls run, the fail-closed error, the local fallback.
    // +1.45 KB (issues 32, 35): RedisTaskStore and its scripts; slots and claims given back
    // after a fault, the epoch key. +0.02 KB: a task's propagation fields stored with it.
    // +0.06 KB (issue 32, point 13): a store that took no turn yet tells a restart it lived
    // through by its client's closed connection.
    // +0.35 KB (issue 35): a task's questions and answers (three scripts).
    // +0.1 KB (issue 35, what a task costs): a new task's record built from the request.
    limit: "5.75 KB",
    gzip: true,
    modifyEsbuildConfig: node,
  },
];
