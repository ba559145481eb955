import type { Options } from "tsup";

const options: Options = {
  entry: ["src/index.ts", "src/keyring.ts"],
  format: ["esm", "cjs"],
  dts: true,
  tsconfig: "tsconfig.build.json",
  target: "node20",
  clean: true,
  sourcemap: true,
  // Keep "node:" specifiers: bundlers for edge runtimes resolve those, not bare "events".
  removeNodeProtocol: false,
};
export default options;
