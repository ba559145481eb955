// Hot path: sends every result the fast path answers (fast-tool-calls.ts).
//
// The SDK's serveStdio connects each server to a channel whose `send` tells a message's kind by
// zod parses: is it a result or error response (to mark its request answered), and on a
// 2026-07-28 connection, is it a notification (to route a subscription's). A response fails the
// last parse, and a failed parse builds its issues: about 10 µs a call, as much as the rest of
// the server's share. For a result response of the shape those schemas take, the channel's send
// comes down to: mark the request answered, drop it if the channel closed, hand it to the wire.
// That is what this does on such a channel (recognised by its members, SDK 2.4); on any other
// transport, or for a result of another shape, the transport's own send.
import type { JSONRPCMessage, Transport } from "@modelcontextprotocol/server";

/** The members of serveStdio's connection channel this file uses. */
interface StdioChannel {
  readonly _closed: boolean;
  _settle(id: string | number): void;
  readonly _wire: { send(message: JSONRPCMessage): Promise<void> };
  deliver(message: JSONRPCMessage): void;
}

function isStdioChannel(transport: Transport): boolean {
  const channel = transport as unknown as Partial<StdioChannel>;
  return (
    typeof channel._closed === "boolean" &&
    typeof channel._settle === "function" &&
    typeof channel.deliver === "function" &&
    typeof channel._wire?.send === "function"
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * How a transport is sent the result of request `id` (a string or a safe integer): the
 * transport's `send`, or on serveStdio's channel, what that `send` does with it.
 */
export function resultSender(
  transport: Transport,
): (id: string | number, result: unknown) => Promise<void> | undefined {
  if (!isStdioChannel(transport)) {
    return (id, result) => transport.send({ result, jsonrpc: "2.0", id } as JSONRPCMessage);
  }
  const channel = transport as unknown as StdioChannel;
  return (id, result) => {
    const response = { result, jsonrpc: "2.0", id } as JSONRPCMessage;
    // The SDK's result schema: an object, its `_meta` (when there is one) an object too.
    const meta = isPlainObject(result) ? result._meta : null;
    if (meta !== undefined && !isPlainObject(meta)) return transport.send(response);
    channel._settle(id);
    if (channel._closed) return Promise.resolve();
    return channel._wire.send(response);
  };
}
