// An honest list at first (`change` and `echo`); a call of `change` says the list changed, and
// from then on `tools/list` has a next page forever.
import type { HostileMode } from "../mode";
import { endlessPage } from "./list-endless-pages";

let changed = false;

export const listEndlessAfterChange: HostileMode = {
  tools: () => [
    {
      name: "change",
      description: "Says the tool list changed; the list never ends from then on.",
      inputSchema: { type: "object", properties: {} },
    },
    {
      name: "echo",
      description: "Echoes its text.",
      inputSchema: { type: "object", properties: { text: { type: "string" } } },
    },
  ],
  list: (params) => (changed ? endlessPage(params) : { tools: listEndlessAfterChange.tools() }),
  call: (name, args, context) => {
    if (name === "change") {
      changed = true;
      context.notify("notifications/tools/list_changed", {});
      return { content: [{ type: "text", text: "changed" }] };
    }
    return { content: [{ type: "text", text: String(args.text) }] };
  },
};
