import type { ViteUserConfig } from "vitest/config";
import { defineKitTestConfig } from "../../vitest.shared.ts";

const config: ViteUserConfig = defineKitTestConfig("mcp");
export default config;
