// How much a remote result holds, and the most kit takes. Over stdio the limit is enforced as
// the message is read (the SDK's ReadBuffer refuses a longer line and closes the transport, so
// no more than the limit is ever held); over HTTP the SDK reads the whole answer, and kit
// refuses it right after, before making any copy of it.
import type { CallToolResult } from "@modelcontextprotocol/client";

/** The most bytes of one message from a stdio server, and characters of one result over HTTP. */
export const MAX_RESULT_BYTES: number = 10 * 1024 * 1024;

/** The error the SDK's ReadBuffer throws for a line over its limit (SDK 1.x). */
const OVERSIZE_MESSAGE = /^ReadBuffer exceeded maximum size/;

/** Whether a transport error is the stdio reader refusing a message over the limit. */
export function isOversizeMessage(error: unknown): boolean {
  return error instanceof Error && OVERSIZE_MESSAGE.test(error.message);
}

/**
 * The characters of a result's strings (text, base64 data, URIs, structured strings; 8 for any
 * other value), counted until `limit` is passed: about the size of its JSON, without making it.
 * @returns the count, or a number over `limit` as soon as it is passed.
 */
export function resultSize(result: CallToolResult, limit: number): number {
  let size = 0;
  const stack: unknown[] = [result.content, result.structuredContent];
  while (stack.length > 0 && size <= limit) {
    const value = stack.pop();
    if (typeof value === "string") size += value.length;
    else if (Array.isArray(value)) for (const item of value) stack.push(item);
    else if (typeof value === "object" && value !== null) {
      for (const key in value) {
        size += key.length;
        stack.push((value as Record<string, unknown>)[key]);
      }
    } else size += 8;
  }
  return size;
}
