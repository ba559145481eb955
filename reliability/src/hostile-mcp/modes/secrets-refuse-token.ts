// A server that refuses the client and says the token it was sent, bare, while doing it: over
// HTTP, every request answered 500 with the token in the body; over stdio, `tools/list`
// answered with a JSON-RPC error that holds it.
import { type HostileMode, RpcError } from "../mode";
import { TOKEN_VARIABLE } from "./secrets-echo-token";

/** What the refusal says besides the token: the witness that the server's words got through. */
export const REFUSAL = "this-token-is-not-welcome";

const bare = (value: string | undefined): string => (value ?? "").replace(/^\S+\s+/, "");

export const secretsRefuseToken: HostileMode = {
  tools: () => [],
  list: () => {
    throw new RpcError(-32603, `${REFUSAL}: ${bare(process.env[TOKEN_VARIABLE])}`);
  },
  http: (request, response) => {
    response
      .writeHead(500, { "content-type": "text/plain" })
      .end(`${REFUSAL}: ${bare(request.headers.authorization)}`);
    return true;
  },
};
