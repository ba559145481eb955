// A tool asked its caller for something the caller cannot give (its user, its model).
import { hasErrorMarker, markError } from "../internal/error-marker";
import { AgentKitError } from "./agent-kit-error";

/** What a tool can ask its caller for while it runs. */
export type CallerCapability = "elicitation" | "sampling";

/** What an {@link UnsupportedCapabilityError} is about. */
export interface UnsupportedCapabilityErrorOptions {
  /** The tool that asked. */
  readonly toolName: string;
  /** What it asked for. */
  readonly capability: CallerCapability;
}

/**
 * The rejection of `context.elicit` or `context.sample` when the call's caller gave no handler
 * for it (an MCP client that did not declare the capability, an executor without `elicit` or
 * `sample`): the tool learns at once, and may go on without, instead of waiting forever. The
 * message is `Tool '<name>' asked for elicitation, which its caller does not support.`
 */
export class UnsupportedCapabilityError extends AgentKitError {
  /** The tool that asked. */
  declare readonly toolName: string;
  /** What it asked for. */
  declare readonly capability: CallerCapability;

  /** Builds the message from the tool's name and the capability. */
  constructor(options: UnsupportedCapabilityErrorOptions) {
    super(
      `Tool '${options.toolName}' asked for ${options.capability}, which its caller does not support.`,
    );
    markError(this, "UnsupportedCapabilityError");
    this.toolName = options.toolName;
    this.capability = options.capability;
  }

  /** `name`, `message`, `toolName` and `capability`. */
  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), toolName: this.toolName, capability: this.capability };
  }

  /**
   * Tells whether a value is an `UnsupportedCapabilityError`, also one made by another copy of
   * this package.
   */
  static override isInstance(value: unknown): value is UnsupportedCapabilityError {
    return hasErrorMarker(value, "UnsupportedCapabilityError");
  }
}
