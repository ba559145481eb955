// What the demo needs to know of a provider format to run a conversation through it.
import type { ToolFormat } from "@kit/providers";

/** One result as it goes back to the model. */
export interface ResultView {
  /** Its role or item type in the provider's API: `tool`, `function_call_output`, ... */
  readonly kind: string;
  /** The call id it answers. */
  readonly id: string;
  /** The text the model reads. */
  readonly text: string;
  /** Where the format marks a failure or a success, when it does: `is_error`, `response.error`. */
  readonly flag?: string;
}

/** A scripted conversation in one provider's format. */
export interface Conversation<TReply, TResult> {
  /** The provider's API, for a person. */
  readonly title: string;
  /** The folder of `fixtures/` holding the model's replies, in file name order. */
  readonly fixtures: string;
  /** What the user asked. */
  readonly prompt: string;
  readonly format: ToolFormat<unknown, TReply, TResult>;
  /** The text the model wrote in a reply besides its calls ("" when none). */
  text(reply: TReply): string;
  /** How one result of `format.results()` reads. */
  view(result: TResult): ResultView;
}
