import { openAIChatFormat } from "@kit/providers";
import { defineTool } from "@kit/tools";

const placeOrder = defineTool({
  name: "place_order",
  inputSchema: {
    parameters: [
      {
        name: "lines",
        type: "list",
        items: {
          type: "dictionary",
          properties: [
            { name: "sku", type: "string", minLength: 3 },
            { name: "note", type: "string", required: false },
          ],
        },
      },
      { name: "receipt_url", type: "string", format: "uri", required: false },
    ],
  },
  execute: () => ({ placed: true }),
});

const format = openAIChatFormat();
const [tool] = format.tools([placeOrder]);
console.log(tool?.function.strict, JSON.stringify(tool?.function.parameters.properties.lines));
// true {"type":"array","items":{"type":"object","properties":{"sku":{"type":"string","minLength":3},"note":{"type":["string","null"]}},"required":["sku","note"],"additionalProperties":false}}

const [report] = format.explain([placeOrder]);
for (const change of report?.changes ?? []) console.log(change.kind, change.path, change.keyword);
// narrowed /properties/lines/items/additionalProperties additionalProperties
// loosened /properties/receipt_url/format format
