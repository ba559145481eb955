import type { ViteUserConfig } from "vitest/config";
import { defineKitTestConfig } from "../../vitest.shared.ts";

const config: ViteUserConfig = defineKitTestConfig("providers");
export default config;
