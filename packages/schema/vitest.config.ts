import type { ViteUserConfig } from "vitest/config";
import { defineKitTestConfig } from "../../vitest.shared.ts";

const config: ViteUserConfig = defineKitTestConfig("schema");
export default config;
