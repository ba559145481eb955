/**
 * The planted secret of every secrecy test: long and unique enough that finding it anywhere
 * (a message, a span, a log line, a snapshot) can only mean it leaked.
 */
export const CANARY = "sk-canary-7f3a9c1e5b2d4f60";
