// The entries whose size is reported: kit's packages (with their size targets) and the peers.
import type { SizeEntry } from "./bundle-size";

const KB = 1024;
const PEER_API = ["@opentelemetry/api"];

/**
 * kit's entries. Only @kit/tools keeps a size target; the 2 KB targets of the others are
 * retired (see bench/notes/why-not-met.md), and CI's size-limit guards hold them where they are.
 */
export const KIT_ENTRIES: readonly SizeEntry[] = [
  { name: "@kit/schema (whole entry)", code: 'export * from "@kit/schema";' },
  {
    name: "@kit/tools without schema/credentials",
    code: 'export * from "@kit/tools";',
    external: ["@kit/schema", "@kit/credentials"],
    platform: "node",
    targetBytes: 4 * KB,
  },
  {
    name: "@kit/tools total (with schema and credentials)",
    code: 'export * from "@kit/tools";',
    platform: "node",
  },
  {
    name: "@kit/credentials core (CredentialManager, StaticCredentialProvider)",
    code: 'export { CredentialManager, StaticCredentialProvider } from "@kit/credentials";',
  },
  ...[
    "EnvironmentCredentialProvider",
    "DotenvCredentialProvider",
    "SecretsDirectoryCredentialProvider",
    "CommandCredentialProvider",
    "CachingCredentialProvider",
  ].map((backend) => ({
    name: `@kit/credentials ${backend} alone`,
    code: `export { ${backend} } from "@kit/credentials";`,
    platform: "node" as const,
  })),
  {
    name: "@kit/credentials/keyring",
    code: 'export * from "@kit/credentials/keyring";',
    platform: "node",
    external: ["@napi-rs/keyring"],
  },
  {
    name: "@kit/credentials (whole entry)",
    code: 'export * from "@kit/credentials";',
    platform: "node",
  },
  {
    name: "@kit/otel (api and @kit/tools external)",
    code: 'export * from "@kit/otel";',
    external: [...PEER_API, "@kit/tools"],
  },
];

/** The validators users weigh kit's schema against: what the same job imports. */
export const PEER_ENTRIES: readonly SizeEntry[] = [
  {
    name: "zod 4 (a z.object schema with defaults, safeParse)",
    code: 'import * as z from "zod"; const s = z.object({ city: z.string(), n: z.int(), f: z.number(), b: z.boolean(), l: z.array(z.unknown()), d: z.record(z.string(), z.unknown()), units: z.string().default("imperial") }); export const check = (v) => s.safeParse(v);',
  },
  {
    name: "zod/mini (the same schema)",
    code: 'import * as z from "zod/mini"; const s = z.object({ city: z.string(), n: z.int(), f: z.number(), b: z.boolean(), l: z.array(z.unknown()), d: z.record(z.string(), z.unknown()), units: z._default(z.string(), "imperial") }); export const check = (v) => z.safeParse(s, v);',
  },
  {
    name: "valibot 1 (the same schema)",
    code: 'import * as v from "valibot"; const s = v.object({ city: v.string(), n: v.pipe(v.number(), v.integer()), f: v.pipe(v.number(), v.finite()), b: v.boolean(), l: v.array(v.unknown()), d: v.record(v.string(), v.unknown()), units: v.optional(v.string(), "imperial") }); export const check = (x) => v.safeParse(s, x);',
  },
  {
    name: "ajv 8 (draft 2020-12 build)",
    code: 'export { Ajv2020 } from "ajv/dist/2020.js";',
    platform: "node",
  },
  {
    name: "typebox 1 (Type + Compile)",
    code: 'export { default as Type } from "typebox"; export { Compile } from "typebox/compile";',
  },
  {
    name: "@cfworker/json-schema (Validator)",
    code: 'export { Validator } from "@cfworker/json-schema";',
  },
];
