import type { Options } from "tsup";
import { defineKitBuild } from "../../tsup.shared";

const options: Options = defineKitBuild();
export default options;
