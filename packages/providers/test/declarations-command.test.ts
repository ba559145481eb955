// `kit-tools declarations` (in @kit/tools, which cannot depend on this package) on a module of
// tools, with this package's formats: what each declares for each tool, and why.
import { describe, expect, test } from "vitest";
import {
  type ProvidersModule,
  runDeclarationsCommand,
} from "../../tools/src/declarations/internal/declarations-command";

const MODULE = new URL("./fixtures/declarations/tools.ts", import.meta.url).pathname;
const load = async (): Promise<ProvidersModule> =>
  (await import("../src/index")) as unknown as ProvidersModule;

async function run(formats: string[], strict = true) {
  let stdout = "";
  let stderr = "";
  const code = await runDeclarationsCommand(
    { module: MODULE, formats, strict },
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
    load,
  );
  return { code, stdout, stderr };
}

describe("kit-tools declarations", () => {
  test("per format and tool: strict or why not, each change, each tool left out (exit 1)", async () => {
    const { code, stdout, stderr } = await run(["openai-chat", "anthropic"]);
    expect(stderr).toBe("");
    expect(code).toBe(1);
    expect(stdout).toBe(
      [
        "openai-chat: 2 of 3 declared, 2 strict",
        "  open_page: strict",
        `    loosened /properties/url/format: said in the description, not held by the provider; kit checks it (Format: "uri".)`,
        "  tag_photo: strict",
        "    moved /properties/labels/additionalProperties: a dictionary of keys of the caller's choosing, said as a list of { key, value } entries; dispatch turns the list back into the dictionary",
        "    loosened /properties/labels/additionalProperties: each key once: the list cannot say it (it is in the description), and kit refuses a key given twice",
        `  search the web: left out: tool name "search the web" must be 1 to 64 letters, digits, '_' or '-'`,
        "anthropic: 2 of 3 declared, 2 strict",
        "  open_page: strict",
        "    loosened /properties/wait/minimum: said in the description, not held by the provider; kit checks it (At least 0.)",
        "    loosened /properties/wait/maximum: said in the description, not held by the provider; kit checks it (At most 60.)",
        "  tag_photo: strict",
        "    moved /properties/labels/additionalProperties: a dictionary of keys of the caller's choosing, said as a list of { key, value } entries; dispatch turns the list back into the dictionary",
        "    loosened /properties/labels/additionalProperties: each key once: the list cannot say it (it is in the description), and kit refuses a key given twice",
        `  search the web: left out: tool name "search the web" must be 1 to 64 letters, digits, '_' or '-'`,
        "",
      ].join("\n"),
    );
  });

  test("gemini says how the parameters were sent; --no-strict turns strict mode off", async () => {
    const gemini = await run(["gemini"]);
    expect(gemini.stdout.split("\n").slice(0, 4)).toEqual([
      "gemini: 2 of 3 declared",
      "  open_page: parametersJsonSchema",
      "    moved /: sent as parametersJsonSchema: Gemini's OpenAPI subset cannot say it (parameter 'url' has the format 'uri': Gemini's schema takes a format as a hint, not a check)",
      "    loosened /properties/url/format: sent, but the provider does not document holding the model to it; kit checks it",
    ]);
    const loose = await run(["openai-responses"], false);
    expect(loose.stdout.split("\n").slice(0, 2)).toEqual([
      "openai-responses: 2 of 3 declared, 0 strict",
      "  open_page: not strict: the format's strict option is off",
    ]);
  });

  test("an unknown format, a module that cannot load, providers that cannot load: exit 2", async () => {
    expect(await run(["openai"])).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "kit-tools: unknown format 'openai': one of openai-chat, openai-responses, anthropic, gemini\n",
    });
    let stderr = "";
    const output = { stdout: () => {}, stderr: (text: string) => (stderr += text) };
    const missing = await runDeclarationsCommand(
      { module: MODULE, formats: [], strict: true },
      output,
      () => Promise.reject(new Error("Cannot find package '@kit/providers'")),
    );
    expect(missing).toBe(2);
    expect(stderr).toBe(
      "kit-tools: 'declarations' needs @kit/providers beside the module (npm i @kit/providers): Cannot find package '@kit/providers'\n",
    );
  });
});
