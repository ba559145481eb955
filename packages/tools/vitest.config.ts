import type { ViteUserConfig } from "vitest/config";
import { defineKitTestConfig } from "../../vitest.shared.ts";

const config: ViteUserConfig = defineKitTestConfig("tools");
export default config;
