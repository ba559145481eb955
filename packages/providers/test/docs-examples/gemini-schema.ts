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

// A strict schema with optional parameters cannot be said exactly: an error, unless you accept
// the difference through onWarning (the tool is then declared, and its description says so).
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
try {
  geminiFormat().tools([strictWeather]);
} catch (error) {
  console.log((error as Error).message);
  // The gemini format cannot declare these tools exactly:
  //   tool 'fetch_weather': its schema is strict and has optional parameters: Gemini's schema cannot refuse other parameters (it has no 'additionalProperties')
  // Pass onWarning to geminiFormat() to declare them with the difference in their description.
}
const [declared] = geminiFormat({ onWarning: () => {} }).tools([strictWeather]);
console.log(declared?.functionDeclarations[0]?.parameters?.description);
// No parameters other than these are accepted.
