// A live server that answers one call with a JSON-RPC error -32000 (issue 32, point 5b) while it
// runs another: `refuse` fails at once with -32000, `slow` answers after 1 s. A client must read
// the error as that call's alone: not "server gone", no reconnect, the other call unharmed.
import { type HostileMode, RpcError } from "../mode";

const objectSchema = { type: "object" };

export const transportErrorAnswer: HostileMode = {
  tools: () => [
    { name: "refuse", description: "Answers -32000.", inputSchema: objectSchema },
    { name: "slow", description: "Answers after 1 s.", inputSchema: objectSchema },
  ],
  call: async (name) => {
    if (name === "refuse") throw new RpcError(-32000, "Server busy: try again later");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { content: [{ type: "text", text: "slow done" }] };
  },
};
