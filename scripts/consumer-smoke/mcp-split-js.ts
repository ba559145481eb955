// The older convention, `./mcp-tools.js` for mcp-tools.ts: type stripping cannot load it, and
// kit-mcp names the file to import instead (mcp-typescript.mjs).
import { tools } from "./mcp-tools.js";

export { tools };
