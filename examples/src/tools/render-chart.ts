// A tool whose result is an image: a bar chart of the values, as a PNG content part beside a
// structured summary the model can read.
import { defineTool, image, text, toolContent } from "@kit/tools";
import { grayscalePng } from "./png";

const BAR = 8;
const HEIGHT = 48;

/** `render_chart`: a bar chart of up to 24 values, as a PNG. */
export const renderChart = defineTool({
  name: "render_chart",
  description: "Draw a bar chart of the values and return it as a PNG image.",
  effects: { readOnly: true, openWorld: false },
  inputSchema: {
    parameters: [
      { name: "title", type: "string" },
      { name: "values", type: "list", items: "float" },
    ],
  },
  outputSchema: {
    parameters: [
      { name: "bars", type: "integer" },
      { name: "max", type: "float" },
    ],
  },
  execute({ title, values }) {
    if (values.length === 0 || values.length > 24) {
      throw new RangeError(`Give 1 to 24 values, got ${values.length}.`);
    }
    const max = Math.max(...values.map(Math.abs), Number.MIN_VALUE);
    const png = grayscalePng(values.length * BAR, HEIGHT, (x, y) => {
      const value = Math.abs(values[Math.floor(x / BAR)] ?? 0);
      const top = HEIGHT - Math.round((value / max) * HEIGHT);
      return x % BAR !== BAR - 1 && y >= top ? 40 : 255;
    });
    return toolContent(
      [text(`${title}: ${values.length} bars, the tallest ${max}.`), image(png, "image/png")],
      { bars: values.length, max },
    );
  },
});
