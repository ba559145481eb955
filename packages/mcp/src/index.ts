// The public surface of @kit/mcp: what this file exports is the package's API.
export {};
