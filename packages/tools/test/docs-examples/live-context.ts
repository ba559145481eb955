import { defineTool, ToolExecutor } from "@kit/tools";

const book = defineTool({
  name: "book_flight",
  inputSchema: { parameters: [{ name: "route", type: "string" }] },
  execute: async ({ route }, _credentials, context) => {
    context.progress(0, 2, `searching ${route}`);
    context.log("info", "2 flights found", { route });
    const answer = await context.elicit("Which flight?", {
      parameters: [{ name: "flight", type: "string", enum: ["AF1", "BA2"] }],
    });
    context.progress(2, 2, "done");
    if (answer.action !== "accept") return { booked: false, answer: answer.action };
    return { booked: true, flight: answer.content.flight };
  },
});

const executor = new ToolExecutor();
const result = await executor.execute(
  book,
  { route: "OSL-CDG" },
  {
    onProgress: ({ done, total, message }) => console.log(`progress ${done}/${total}: ${message}`),
    onLog: ({ level, message }) => console.log(`${level}: ${message}`),
    elicit: ({ message }) => {
      console.log(`asked: ${message}`);
      return { action: "accept", content: { flight: "BA2" } };
    },
  },
);
console.log(result.output);
// progress 0/2: searching OSL-CDG
// info: 2 flights found
// asked: Which flight?
// progress 2/2: done
// { booked: true, flight: 'BA2' }

// Without an elicit handler the tool learns at once, and the call fails typed.
const unanswered = await executor.execute(book, { route: "OSL-CDG" }, { raiseOnFailure: false });
console.log((unanswered.error?.cause as Error | undefined)?.message);
// Tool 'book_flight' asked for elicitation, which its caller does not support.
