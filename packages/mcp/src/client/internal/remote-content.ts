// A remote tools/call result as what a kit tool returns: MCP content blocks as kit content
// parts, `structuredContent` as the output. The inverse of content-blocks.ts.
import {
  audio,
  type ContentPart,
  image,
  resource,
  resourceLink,
  text,
  toolContent,
} from "@kit/tools";
import type { CallToolResult, ContentBlock } from "@modelcontextprotocol/client";
import { type CleanText, cleanValue } from "./clean-value";

const asIs: CleanText = (text) => text;

// A block the kit parts cannot hold (a later protocol's) is said in text rather than lost.
function part(block: ContentBlock, clean: CleanText): ContentPart {
  switch (block.type) {
    case "text":
      return text(clean(block.text));
    case "image":
      return image(block.data, block.mimeType);
    case "audio":
      return audio(block.data, block.mimeType);
    case "resource": {
      const { uri, mimeType } = block.resource;
      if ("text" in block.resource && typeof block.resource.text === "string") {
        return resource({ uri, text: clean(block.resource.text), mimeType });
      }
      const blob = (block.resource as { blob?: string }).blob ?? "";
      return resource({ uri, blob, mimeType: mimeType ?? "application/octet-stream" });
    }
    case "resource_link":
      return resourceLink({
        uri: block.uri,
        name: block.name,
        mimeType: block.mimeType,
        description: block.description,
      });
    default:
      return text(clean(JSON.stringify(block)));
  }
}

/** The text of a result's text blocks, joined by new lines: what an error result says. */
export function resultText(result: CallToolResult): string {
  return result.content
    .filter((block) => block.type === "text")
    .map((block) => block.text)
    .join("\n");
}

/**
 * What the remote tool's `execute` returns for a successful result: its `structuredContent`
 * as the output and its other blocks as content parts, in order. The text block that repeats
 * `structuredContent` as JSON (the spec asks servers to send one, for older clients) is left
 * out: the output says it already. `clean` is applied to every text, and to the output's
 * strings.
 */
export function resultValue(result: CallToolResult, clean: CleanText = asIs): unknown {
  const output =
    clean === asIs ? result.structuredContent : cleanValue(result.structuredContent, clean);
  let blocks = result.content;
  const [first] = blocks;
  if (output !== undefined && first?.type === "text" && repeats(clean(first.text), output)) {
    blocks = blocks.slice(1);
  }
  if (blocks.length === 0) return output ?? {};
  return toolContent(
    blocks.map((block) => part(block, clean)),
    output,
  );
}

function repeats(json: string, output: unknown): boolean {
  let expected: string;
  try {
    expected = JSON.stringify(output);
  } catch {
    // Too deep to write out (a RangeError): no text block a server sent can be its JSON.
    return false;
  }
  // What servers send (kit-mcp, the SDK's McpServer): the output's JSON as it is. Anything else
  // (indented, keys spaced) is read and compared.
  if (json === expected) return true;
  try {
    return JSON.stringify(JSON.parse(json)) === expected;
  } catch {
    return false;
  }
}
