#!/usr/bin/env node
// The kit-mcp command line: serves a module's tools over stdio or Streamable HTTP.
export {};
