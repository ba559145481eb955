import { describe, expect, test } from "vitest";
import { limitLines } from "./line-limit";

async function through(chunks: readonly string[], maxBytes: number) {
  const dropped: number[] = [];
  const stream = limitLines(maxBytes, (length) => dropped.push(length));
  const output: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => output.push(chunk));
  for (const chunk of chunks) stream.write(Buffer.from(chunk));
  stream.end();
  await new Promise((resolve) => stream.on("end", resolve));
  return { text: Buffer.concat(output).toString(), dropped };
}

describe("limitLines", () => {
  test("whole lines pass, however the chunks cut them; a partial last line waits", async () => {
    expect(await through(["ab", "c\nde\n", "f", "g\nh"], 5)).toEqual({
      text: "abc\nde\nfg\n",
      dropped: [],
    });
  });

  test("a line at the limit passes; one byte over is dropped on its own", async () => {
    expect(await through(["12345\n123456\nok\n"], 5)).toEqual({
      text: "12345\nok\n",
      dropped: [6],
    });
  });

  test("a long line over many chunks is dropped whole, and the next one passes", async () => {
    expect(await through(["1234", "5678", "90", "12\nnext\n"], 5)).toEqual({
      text: "next\n",
      dropped: [12],
    });
  });

  test("empty lines pass", async () => {
    expect(await through(["\n\nx\n"], 5)).toEqual({ text: "\n\nx\n", dropped: [] });
  });
});
