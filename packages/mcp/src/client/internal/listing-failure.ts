// A tool listing that kit gave up on: the server finished the handshake, then listed too many
// pages, too many tools, or took too long. Its reason is what McpConnectionError says.

/** Thrown by a listing that broke one of its bounds; `reason` is a sentence without the label. */
export class ListingFailure extends Error {
  /** What went wrong, as McpConnectionError's reason. */
  readonly reason: string;

  constructor(reason: string, cause?: unknown) {
    super(reason, cause === undefined ? undefined : { cause });
    this.name = "ListingFailure";
    this.reason = reason;
  }
}
