// The size budgets of issue 7, enforced by `pnpm --filter @kit/bench size` on the built dist.
// Bundled as ESM for Node (kit's dist imports bare built-ins such as "events" and "fs"), gzip -9.
const node = (config) => ({ ...config, platform: "node", format: "esm" });

export default [
  {
    name: "@kit/schema",
    path: "../packages/schema/dist/index.js",
    limit: "2 KB",
    gzip: true,
    modifyEsbuildConfig: node,
  },
  {
    name: "@kit/tools (without @kit/schema and @kit/credentials)",
    path: "../packages/tools/dist/index.js",
    ignore: ["@kit/schema", "@kit/credentials"],
    limit: "4 KB",
    gzip: true,
    modifyEsbuildConfig: node,
  },
  {
    name: "@kit/credentials core (CredentialManager, StaticCredentialProvider)",
    path: "../packages/credentials/dist/index.js",
    import: "{ CredentialManager, StaticCredentialProvider }",
    limit: "2 KB",
    gzip: true,
    modifyEsbuildConfig: node,
  },
  {
    name: "@kit/otel (without @opentelemetry/api and @kit/tools)",
    path: "../packages/otel/dist/index.js",
    ignore: ["@opentelemetry/api", "@kit/tools"],
    limit: "2 KB",
    gzip: true,
    modifyEsbuildConfig: node,
  },
];
