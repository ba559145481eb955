import { describe, expect, test } from "vitest";
import { readCommandLine, tokenProblem, USAGE } from "./command-line";

describe("readCommandLine", () => {
  test("serve <module> is stdio, with results capped at 100,000 characters", () => {
    expect(readCommandLine(["serve", "tools.js"])).toEqual({
      kind: "serve",
      module: "tools.js",
      maxResultLength: 100_000,
      http: undefined,
    });
  });

  test("--max-result-length sets the cap, over stdio and over HTTP", () => {
    expect(readCommandLine(["serve", "tools.js", "--max-result-length", "100"])).toMatchObject({
      kind: "serve",
      maxResultLength: 100,
      http: undefined,
    });
    expect(
      readCommandLine(["serve", "tools.js", "--http", "--max-result-length=250000"]),
    ).toMatchObject({ kind: "serve", maxResultLength: 250_000, http: { port: 3000 } });
  });

  test("--http takes defaults: 127.0.0.1:3000, loopback origins only, 1 MB bodies", () => {
    expect(readCommandLine(["serve", "tools.js", "--http"])).toEqual({
      kind: "serve",
      module: "tools.js",
      maxResultLength: 100_000,
      http: {
        host: "127.0.0.1",
        port: 3000,
        allowedOrigins: [],
        maxBodyBytes: 1048576,
        noAuth: false,
        pollAfterMs: undefined,
      },
    });
    expect(readCommandLine(["serve", "tools.js", "--http"])).toHaveProperty(
      "http.pollAfterMs",
      undefined,
    );
  });

  test("--poll-after <ms>: the milliseconds after which a call's event stream is closed", () => {
    expect(readCommandLine(["serve", "tools.js", "--http", "--poll-after", "1000"])).toMatchObject({
      kind: "serve",
      http: { pollAfterMs: 1000 },
    });
  });

  test("--http with every option; origins as URL.origin spells them, options before the module", () => {
    expect(
      readCommandLine([
        "serve",
        "--http",
        "--host",
        "0.0.0.0",
        "--port",
        "0",
        "--allow-origin",
        "https://App.example.com:443/path",
        "--allow-origin=http://b.example:8080",
        "--max-body-bytes",
        "10",
        "tools.js",
      ]),
    ).toEqual({
      kind: "serve",
      module: "tools.js",
      maxResultLength: 100_000,
      http: {
        host: "0.0.0.0",
        port: 0,
        allowedOrigins: ["https://app.example.com", "http://b.example:8080"],
        maxBodyBytes: 10,
        noAuth: false,
      },
    });
  });

  test("--no-auth on a loopback host", () => {
    for (const host of ["127.0.0.1", "127.0.0.2", "::1", "localhost"]) {
      expect(
        readCommandLine(["serve", "tools.js", "--http", "--no-auth", "--host", host]),
      ).toMatchObject({ kind: "serve", http: { host, noAuth: true, allowedOrigins: [] } });
    }
    expect(readCommandLine(["serve", "tools.js", "--http", "--no-auth"])).toMatchObject({
      http: { host: "127.0.0.1", noAuth: true },
    });
  });

  test("--tasks and --tasks-required: the tools callable as MCP tasks", () => {
    expect(readCommandLine(["serve", "tools.js", "--tasks", "all"])).toMatchObject({
      tasks: { tools: "all", required: [] },
    });
    expect(
      readCommandLine(["serve", "tools.js", "--http", "--tasks", "a, b", "--tasks-required=c"]),
    ).toMatchObject({ tasks: { tools: ["a", "b"], required: ["c"] }, http: { port: 3000 } });
    expect(readCommandLine(["serve", "tools.js", "--tasks-required", "c"])).toMatchObject({
      tasks: { tools: [], required: ["c"] },
    });
    expect(readCommandLine(["serve", "tools.js", "--tasks", "a,,b"])).toEqual({
      kind: "usage-error",
      message: '--tasks needs "all" or tool names separated by commas',
    });
    expect(readCommandLine(["serve", "tools.js", "--tasks-required="])).toEqual({
      kind: "usage-error",
      message: "--tasks-required needs tool names separated by commas",
    });
  });

  test("--tasks-ask-first: task tools whose questions come before their task", () => {
    expect(
      readCommandLine(["serve", "tools.js", "--tasks", "a", "--tasks-ask-first", "a, b"]),
    ).toMatchObject({ tasks: { tools: ["a"], required: [], askFirst: ["a", "b"] } });
    expect(readCommandLine(["serve", "tools.js", "--tasks", "a"])).not.toHaveProperty(
      "tasks.askFirst",
    );
    expect(readCommandLine(["serve", "tools.js", "--tasks-ask-first", "a"])).toEqual({
      kind: "usage-error",
      message: "--tasks-ask-first needs --tasks or --tasks-required",
    });
    expect(readCommandLine(["serve", "tools.js", "--tasks", "a", "--tasks-ask-first="])).toEqual({
      kind: "usage-error",
      message: "--tasks-ask-first needs tool names separated by commas",
    });
  });

  test("--upstream <file>: a gateway, the module optional, over stdio or HTTP", () => {
    expect(readCommandLine(["serve", "--upstream", "gateway.json"])).toStrictEqual({
      kind: "serve",
      module: undefined,
      upstream: "gateway.json",
      maxResultLength: 100_000,
      http: undefined,
      tasks: undefined,
    });
    expect(
      readCommandLine(["serve", "tools.js", "--upstream=gateway.json", "--http"]),
    ).toMatchObject({
      kind: "serve",
      module: "tools.js",
      upstream: "gateway.json",
      http: { port: 3000 },
    });
  });

  test("--help and -h", () => {
    expect(readCommandLine(["--help"])).toEqual({ kind: "help" });
    expect(readCommandLine(["serve", "x.js", "-h"])).toEqual({ kind: "help" });
  });

  test.each([
    [[], "No command given"],
    [["start", "x.ts"], "Unknown command 'start'"],
    [["serve"], "'serve' needs the path of a module, or --upstream <file>"],
    [["serve", "--upstream="], "--upstream needs the path of a config file"],
    [["serve", "a.ts", "b.ts"], "Unexpected argument 'b.ts'"],
    [["serve", "a.ts", "--port", "3000"], "--port needs --http"],
    [["serve", "a.ts", "--host", "::"], "--host needs --http"],
    [["serve", "a.ts", "--allow-origin", "http://a.example"], "--allow-origin needs --http"],
    [["serve", "a.ts", "--max-body-bytes", "5"], "--max-body-bytes needs --http"],
    [["serve", "a.ts", "--no-auth"], "--no-auth needs --http"],
    [["serve", "a.ts", "--poll-after", "1000"], "--poll-after needs --http"],
    ...["0", "-5", "1.5", "soon", ""].map((value): [string[], string] => [
      ["serve", "a.ts", "--http", `--poll-after=${value}`],
      "--poll-after must be a positive integer (milliseconds)",
    ]),
    ...["0.0.0.0", "::", "192.168.1.20", "tools.example.com"].map((host): [string[], string] => [
      ["serve", "a.ts", "--http", "--no-auth", "--host", host],
      `--no-auth is allowed only on a loopback host (127.0.0.1, ::1, localhost), not '${host}': anyone who can reach the port could call the tools`,
    ]),
    [
      ["serve", "a.ts", "--http", "--no-auth", "--allow-origin", "https://app.example.com"],
      "--no-auth cannot be used with --allow-origin: without a token, only loopback pages may call",
    ],
    [["serve", "a.ts", "--http", "--port", "http"], "--port must be an integer from 0 to 65535"],
    [["serve", "a.ts", "--http", "--port=-1"], "--port must be an integer from 0 to 65535"],
    [["serve", "a.ts", "--http", "--port", "1.5"], "--port must be an integer from 0 to 65535"],
    [["serve", "a.ts", "--http", "--port", "70000"], "--port must be an integer from 0 to 65535"],
    [
      ["serve", "a.ts", "--http", "--max-body-bytes", "0"],
      "--max-body-bytes must be a positive integer",
    ],
    [
      ["serve", "a.ts", "--http", "--allow-origin", "*"],
      "--allow-origin '*' is not an origin such as https://example.com",
    ],
    [
      ["serve", "a.ts", "--http", "--allow-origin", "file:///tmp"],
      "--allow-origin 'file:///tmp' is not an origin such as https://example.com",
    ],
    [["serve", "a.ts", "--http", "--host", ""], "--host must not be empty"],
    [
      ["serve", "a.ts", "--max-result-length", "99"],
      "--max-result-length must be an integer of at least 100",
    ],
    [
      ["serve", "a.ts", "--max-result-length", "1e5"],
      "--max-result-length must be an integer of at least 100",
    ],
    [
      ["serve", "a.ts", "--max-result-length=-100"],
      "--max-result-length must be an integer of at least 100",
    ],
    [
      ["serve", "a.ts", "--max-result-length", ""],
      "--max-result-length must be an integer of at least 100",
    ],
    [["serve", "a.ts", "--http", "--port"], "Option '--port <value>' argument missing"],
  ])("kit-mcp %j: %s", (args, message) => {
    expect(readCommandLine(args)).toEqual({ kind: "usage-error", message });
  });

  test("an unknown option is a usage error naming it", () => {
    const command = readCommandLine(["serve", "a.ts", "--verbose"]);
    expect(command).toMatchObject({ kind: "usage-error" });
    expect(command.kind === "usage-error" && command.message).toContain("'--verbose'");
  });
});

describe("USAGE", () => {
  test("says how a TypeScript module loads on each Node.js", () => {
    expect(USAGE).toContain("A TypeScript module (.ts, .mts, .cts) loads as it is");
    expect(USAGE).toContain("node --experimental-strip-types");
    expect(USAGE).toContain("node --import tsx node_modules/@kit/mcp/dist/cli.js serve tools.ts");
  });
});

describe("tokenProblem", () => {
  test.each([
    "0123456789abcdef",
    "test-token-0123456789abcdef",
    "A~!#$%&'()*+,-./:;<=>?@[]^_`{|}0",
  ])("%s can be a token", (token) => {
    expect(tokenProblem(token)).toBeUndefined();
  });

  test.each([
    ["a", "is too short to be a token: it needs at least 16 characters"],
    ["0123456789abcde", "is too short to be a token: it needs at least 16 characters"],
    ["a b", "holds whitespace (at position 2)"],
    ["0123456789abcdef ", "holds whitespace (at position 17)"],
    ["\t0123456789abcdef", "holds whitespace (at position 1)"],
    ["0123456789\u0000abcdef", "holds a control character (at position 11)"],
    ["0123456789\u007fabcdef", "holds a control character (at position 11)"],
    ["0123456789abcdefé", "holds a character outside visible ASCII (at position 17)"],
  ])("%j is refused: %s, without the token in the message", (token, why) => {
    const problem = tokenProblem(token) ?? "";
    expect(problem).toContain(`KIT_MCP_TOKEN ${why}`);
    expect(problem).toContain("openssl rand -hex 32");
    // (a short value such as "a b" is in any sentence: "a bearer token")
    if (token.length > 10) expect(problem).not.toContain(token.trim().slice(0, 10));
  });
});
