import type { Options } from "tsup";
import { defineKitBuild } from "../../tsup.shared";

const options: Options = defineKitBuild(["src/index.ts", "src/cli.ts"]);
export default options;
