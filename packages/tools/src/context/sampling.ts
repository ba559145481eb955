// Asking the caller's model for a completion in the middle of a call.
import type { AudioPart, ImagePart, TextPart } from "../content/content-part";

/** One message of a sampling conversation. */
export interface SamplingMessage {
  /** Who says it. */
  readonly role: "user" | "assistant";
  /** What is said: text, an image or audio. */
  readonly content: TextPart | ImagePart | AudioPart;
}

/** What a tool asks the caller's model. */
export interface SampleRequest {
  /** The conversation so far. */
  readonly messages: readonly SamplingMessage[];
  /** The system prompt, if any. */
  readonly systemPrompt?: string | undefined;
  /** The most tokens to sample (a positive integer). */
  readonly maxTokens: number;
  /** Sampling temperature, when the tool cares. */
  readonly temperature?: number | undefined;
  /** Sequences that end the completion. */
  readonly stopSequences?: readonly string[] | undefined;
  /** Hints about the model: names to prefer, and cost, speed and intelligence priorities (0 to 1). */
  readonly modelPreferences?:
    | {
        readonly hints?: readonly { readonly name?: string | undefined }[] | undefined;
        readonly costPriority?: number | undefined;
        readonly speedPriority?: number | undefined;
        readonly intelligencePriority?: number | undefined;
      }
    | undefined;
}

/** What the caller's model answered. */
export interface SampleResponse {
  /** Always the assistant. */
  readonly role: "assistant";
  /** The completion: text, an image or audio. */
  readonly content: TextPart | ImagePart | AudioPart;
  /** The model that answered. */
  readonly model: string;
  /** Why it stopped (`endTurn`, `stopSequence`, `maxTokens`, or the provider's word). */
  readonly stopReason?: string | undefined;
}

/** The request as the caller's handler receives it: with the call it comes from. */
export interface SampleHandlerRequest extends SampleRequest {
  /** The tool that asks. */
  readonly toolName: string;
  /** The call's id. */
  readonly callId: string;
  /** Aborts when the call times out or is aborted. */
  readonly signal: AbortSignal;
}

/** Runs a sampling request on the caller's model. */
export type SampleHandler = (request: SampleHandlerRequest) => Promise<SampleResponse>;
