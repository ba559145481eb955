// The demo runs end to end as the README's first command runs it, and never prints a secret.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

describe("the demo", () => {
  it("runs to the end and prints what each call returned", async () => {
    const { stdout } = await run(
      process.execPath,
      ["--conditions=@kit/source", "--import", "tsx", "src/demo.ts"],
      { cwd: new URL("..", import.meta.url) },
    );
    expect(stdout).toContain("result.output:");
    expect(stdout).not.toContain("demo-key-5f1c9a");
  });
});
