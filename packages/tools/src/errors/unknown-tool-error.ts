// A model asked for a tool the registry does not hold.
import { hasErrorMarker, markError } from "../internal/error-marker";
import { AgentKitError } from "./agent-kit-error";

/** What an {@link UnknownToolError} is about. */
export interface UnknownToolErrorOptions {
  /** The name as the model sent it. */
  readonly toolName: string;
  /** The registered names, in registration order. */
  readonly available: readonly string[];
  /** The registered name closest to `toolName`, when one is close. */
  readonly suggestion?: string | undefined;
}

// A hostile name (a megabyte of text) is quoted, not copied whole into the message.
const MAX_QUOTED_NAME = 100;

/**
 * The failure of a dispatched call whose tool name no registered tool has. The message tells
 * the model what it can call instead:
 * `Unknown tool 'fetch_wether'. Did you mean 'fetch_weather'? Available tools: fetch_weather, calculator.`
 */
export class UnknownToolError extends AgentKitError {
  /** The name as the model sent it. */
  declare readonly toolName: string;
  /** The registered names, in registration order (frozen). */
  declare readonly available: readonly string[];
  /** The closest registered name, or `undefined` when none is close. */
  declare readonly suggestion: string | undefined;

  /** Builds the message from the name, the suggestion and the available tools. */
  constructor(options: UnknownToolErrorOptions) {
    const { toolName, available, suggestion } = options;
    const quoted =
      toolName.length > MAX_QUOTED_NAME ? `${toolName.slice(0, MAX_QUOTED_NAME)}...` : toolName;
    super(
      `Unknown tool '${quoted}'.` +
        (suggestion === undefined ? "" : ` Did you mean '${suggestion}'?`) +
        (available.length === 0
          ? " No tools are available."
          : ` Available tools: ${available.join(", ")}.`),
    );
    markError(this, "UnknownToolError");
    this.toolName = toolName;
    this.available = Object.freeze([...available]);
    this.suggestion = suggestion;
  }

  /** `name`, `message`, `toolName`, `available` and `suggestion`. */
  override toJSON(): Record<string, unknown> {
    return {
      ...super.toJSON(),
      toolName: this.toolName,
      available: this.available,
      suggestion: this.suggestion,
    };
  }

  /**
   * Tells whether a value is an `UnknownToolError`, also one made by another copy of this
   * package.
   */
  static override isInstance(value: unknown): value is UnknownToolError {
    return hasErrorMarker(value, "UnknownToolError");
  }
}
