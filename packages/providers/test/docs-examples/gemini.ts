import { type Content, GoogleGenAI } from "@google/genai";
import { geminiFormat } from "@kit/providers";
import { ToolDispatcher } from "@kit/tools";
import { registry } from "./registry.ts";

const ai = new GoogleGenAI({}); // reads GEMINI_API_KEY
const format = geminiFormat();
const dispatcher = new ToolDispatcher(registry);
const config = { tools: format.tools(registry) };

const contents: Content[] = [
  { role: "user", parts: [{ text: "What is the weather in Paris and in Tokyo?" }] },
];
let answer: string | undefined;
for (let turn = 0; turn < 10; turn += 1) {
  const response = await ai.models.generateContent({
    model: "gemini-2.5-flash",
    contents,
    config,
  });
  const calls = format.calls(response);
  if (calls.length === 0) {
    answer = response.text;
    break;
  }
  // The model's turn goes back as it came (with its thought signatures).
  contents.push(response.candidates![0]!.content!);
  const parts = format.results(await dispatcher.dispatchAll(calls));
  for (const { functionResponse } of parts) {
    console.log(functionResponse.id, functionResponse.response);
    // fc_8d2b1f0a { output: { city: 'Paris', country: 'US', units: 'metric', days: 1, temperature: 21.5 } }
    // fc_3c7e9a41 { output: { city: 'Tokyo', country: 'US', units: 'imperial', days: 1, temperature: 70.7 } }
  }
  contents.push({ role: "user", parts });
}

console.log(answer);
// It is 21.5 °C in Paris and 70.7 °F in Tokyo.
