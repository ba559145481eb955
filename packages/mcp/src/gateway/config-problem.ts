// A mistake in a gateway config file, said with the file and the JSON path of the value at
// fault: `gateway.json: upstreams[1].args: must be an array of strings`.

/** Thrown while reading a gateway config file; kit-mcp prints its message and exits 1. */
export class ConfigProblem extends Error {
  /**
   * @param file - the config file, as given on the command line.
   * @param path - where in the file (`upstreams[1].args`), or `""` for the whole file.
   * @param problem - what is wrong, and what would be right.
   */
  constructor(file: string, path: string, problem: string) {
    super(`${file}: ${path === "" ? "" : `${path}: `}${problem}`);
    this.name = "ConfigProblem";
  }
}
