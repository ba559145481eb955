import type { Options } from "tsup";

const options: Options = {
  entry: ["src/index.ts", "src/keyring.ts"],
  format: ["esm", "cjs"],
  dts: true,
  tsconfig: "tsconfig.build.json",
  target: "node20",
  clean: true,
  sourcemap: true,
};
export default options;
