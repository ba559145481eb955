// The tools an agent offers, by unique name, in registration order.
import { SemanticError } from "../errors/semantic-error";
import type { AnyTool } from "./tool";

/**
 * Holds an agent's tools by name. Each agent owns its own registry.
 * @example
 * ```ts
 * import { defineTool, ToolRegistry } from "@kit/tools";
 *
 * const fetchWeather = defineTool({
 *   name: "fetch_weather",
 *   tags: { domain: "weather" },
 *   execute: () => ({ temperature: 21.5 }),
 * });
 * const registry = new ToolRegistry();
 * registry.register(fetchWeather);
 * registry.lookup("fetch_weather"); // fetchWeather
 * registry.lookupByTags({ domain: "weather" }); // [fetchWeather]
 * ```
 */
export class ToolRegistry {
  readonly #tools = new Map<string, AnyTool>();

  /**
   * Adds a tool.
   * @throws SemanticError when a tool with the same name is already registered.
   */
  register(tool: AnyTool): void {
    if (this.#tools.has(tool.name)) {
      throw new SemanticError(
        `A tool named '${tool.name}' is already registered: names are unique in a registry.`,
      );
    }
    this.#tools.set(tool.name, tool);
  }

  /**
   * Finds a tool by name.
   * @param name - the tool's name, as the model called it.
   */
  lookup(name: string): AnyTool | undefined {
    return this.#tools.get(name);
  }

  /**
   * Finds the tools that carry every given tag with the given value.
   * @param tags - the tags to match; `{}` matches every tool.
   * @returns the matching tools, in registration order.
   */
  lookupByTags(tags: Readonly<Record<string, string>>): AnyTool[] {
    const wanted = Object.entries(tags);
    const found: AnyTool[] = [];
    for (const tool of this.#tools.values()) {
      if (
        wanted.every(([key, value]) => Object.hasOwn(tool.tags, key) && tool.tags[key] === value)
      ) {
        found.push(tool);
      }
    }
    return found;
  }

  /** How many tools are registered. */
  get size(): number {
    return this.#tools.size;
  }

  /** Iterates over the tools in registration order. */
  [Symbol.iterator](): IterableIterator<AnyTool> {
    return this.#tools.values();
  }
}
