// The registry a gateway serves: the module's tools and every upstream's, rebuilt when an
// upstream's list changes. A subclass of ToolRegistry, so the server and its dispatcher read
// it as any registry, and always see the current list.
import { type AnyTool, ToolRegistry } from "@kit/tools";

/** One source of tools: the module, or an upstream. */
export interface ToolSource {
  /** `the module`, or `upstream 'search' (upstreams[1])`, for messages. */
  readonly label: string;
  /** Where to set a prefix: `upstreams[1]`; undefined for the module. */
  readonly path: string | undefined;
  /** Its tools now. */
  readonly tools: () => readonly AnyTool[];
}

/** A tool left out because an earlier source has one of its name. */
export interface NameClash {
  readonly tool: string;
  readonly source: ToolSource;
  readonly first: ToolSource;
}

/** A live registry over sources, in order: on a name clash the earlier source wins. */
export class GatewayRegistry extends ToolRegistry {
  readonly #sources: readonly ToolSource[];
  #current = new ToolRegistry();

  /** @param sources - the module first (when there is one), then the upstreams in order. */
  constructor(sources: readonly ToolSource[]) {
    super();
    this.#sources = sources;
  }

  /**
   * Reads every source again.
   * @returns the tools left out for a clash (none, in a well-made config).
   */
  rebuild(): NameClash[] {
    const next = new ToolRegistry();
    const owner = new Map<string, ToolSource>();
    const clashes: NameClash[] = [];
    for (const source of this.#sources) {
      for (const tool of source.tools()) {
        const first = owner.get(tool.name);
        if (first !== undefined) {
          clashes.push({ tool: tool.name, source, first });
          continue;
        }
        owner.set(tool.name, source);
        next.register(tool);
      }
    }
    this.#current = next;
    return clashes;
  }

  /** Adds a tool until the next rebuild (a gateway's tools come from its sources). */
  override register(tool: AnyTool): void {
    this.#current.register(tool);
  }

  override lookup(name: string): AnyTool | undefined {
    return this.#current.lookup(name);
  }

  override lookupByTags(tags: Readonly<Record<string, string>>): AnyTool[] {
    return this.#current.lookupByTags(tags);
  }

  override get size(): number {
    return this.#current.size;
  }

  override [Symbol.iterator](): IterableIterator<AnyTool> {
    return this.#current[Symbol.iterator]();
  }
}

/**
 * Whether a clash is one source listing a name twice (a server's own mistake, which no prefix
 * can fix): the gateway serves the first of the two and goes on.
 */
export function isRepeat(clash: NameClash): boolean {
  return clash.source === clash.first;
}

/** A clash in words, with what to do about it. */
export function clashMessage(clash: NameClash): string {
  if (isRepeat(clash)) {
    return `${clash.source.label} lists the tool '${clash.tool}' twice: the gateway serves the first and leaves out the other (a prefix cannot tell the two apart; the server's tool list needs fixing)`;
  }
  const where = clash.source.path ?? clash.first.path;
  return `${clash.source.label} offers a tool '${clash.tool}', as ${clash.first.label} does: tool names must be unique; set a "prefix" at ${where}`;
}
