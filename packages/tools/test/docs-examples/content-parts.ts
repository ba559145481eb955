import { defineTool, image, ToolExecutor, text, toolContent } from "@kit/tools";

// A chart tool: the PNG goes back as an image part, beside a structured summary.
const chart = defineTool({
  name: "render_chart",
  inputSchema: { parameters: [{ name: "values", type: "list", items: "float" }] },
  outputSchema: { parameters: [{ name: "points", type: "integer" }] },
  execute: ({ values }) => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]); // drawn by your charting library
    return toolContent([text(`A chart of ${values.length} points.`), image(png, "image/png")], {
      points: values.length,
    });
  },
});

const executor = new ToolExecutor();
const result = await executor.execute(chart, { values: [1, 4, 9] });
console.log(result.output);
console.log(result.content?.map((part) => part.type));
// { points: 3 }
// [ 'text', 'image' ]

// A Date in an output is not JSON data: the call fails and says where.
const dated = defineTool({ name: "dated", execute: () => ({ at: new Date(0) }) as never });
const failed = await executor.execute(dated, {}, { raiseOnFailure: false });
console.log(failed.error?.message);
// Tool 'dated' output validation failed:
//   Output 'at': expected JSON data, got a Date (return it as an ISO string: date.toISOString())
