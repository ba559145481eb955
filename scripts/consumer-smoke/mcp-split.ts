// A module of tools in two files, as the docs write it: the relative import names the .ts file,
// which Node.js's type stripping and tsx both load (mcp-typescript.mjs).
import { tools } from "./mcp-tools.ts";

export { tools };
