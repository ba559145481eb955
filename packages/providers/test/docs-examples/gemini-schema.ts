import { geminiFormat } from "@kit/providers";
import { defineTool } from "@kit/tools";

const roll = defineTool({
  name: "roll_dice",
  description: "Roll dice.",
  inputSchema: {
    parameters: [
      { name: "sides", type: "integer", enum: [6, 20] },
      { name: "count", type: "integer", required: false, default: 1, minimum: 1, maximum: 10 },
      { name: "tags", type: "list", required: false },
    ],
  },
  execute: ({ sides, count }) => ({ rolls: Array.from({ length: count }, () => sides) }),
});

const [tool] = geminiFormat().tools([roll]);
console.log(JSON.stringify(tool, null, 2));
// {
//   "functionDeclarations": [
//     {
//       "name": "roll_dice",
//       "description": "Roll dice.",
//       "parameters": {
//         "type": "OBJECT",
//         "properties": {
//           "sides": {
//             "anyOf": [
//               { "type": "INTEGER", "minimum": 6, "maximum": 6 },
//               { "type": "INTEGER", "minimum": 20, "maximum": 20 }
//             ]
//           },
//           "count": {
//             "type": "INTEGER",
//             "minimum": 1,
//             "maximum": 10,
//             "description": "Default: 1.",
//             "default": 1
//           },
//           "tags": { "type": "ARRAY", "items": {} }
//         },
//         "required": [ "sides" ]
//       }
//     }
//   ]
// }

// A strict schema with optional parameters: Gemini's OpenAPI subset has no
// additionalProperties, so the parameters go as JSON Schema instead.
const strictWeather = defineTool({
  name: "fetch_weather",
  inputSchema: {
    strict: true,
    parameters: [
      { name: "city", type: "string" },
      { name: "units", type: "string", required: false },
    ],
  },
  execute: ({ city }) => ({ city }),
});
const [declared] = geminiFormat().tools([strictWeather]);
console.log(JSON.stringify(declared?.functionDeclarations[0]?.parametersJsonSchema));
// {"type":"object","properties":{"city":{"type":"string"},"units":{"type":"string"}},"required":["city"],"additionalProperties":false}
