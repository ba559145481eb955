// Until the first release is on npm: installs kit's packages from this clone into an app, in one
// command. Builds them, packs each (`pnpm pack` writes the versions where the manifests say
// workspace:), and runs `npm install` of the tarballs in the app, with `overrides` so that the
// packages depending on each other take these tarballs too.
//
//   node scripts/install-from-clone.mjs <app folder> [package ...]
//
// The packages are named as on npm (`@kit/tools`) or by folder (`tools`); all of them when none
// is named. The tarballs stay in <app>/.kit-packages/, which package.json then points at.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const [appArgument, ...named] = process.argv.slice(2);
const available = readdirSync(join(root, "packages"));
const usage = "usage: node scripts/install-from-clone.mjs <app folder> [package ...]";

if (appArgument === undefined || appArgument.startsWith("-")) fail(usage);
const app = resolve(appArgument);
if (!existsSync(join(app, "package.json"))) {
  fail(`${app} has no package.json: make the app first (npm init -y), then run this again`);
}
const wanted = (named.length > 0 ? named : available).map((name) => name.replace(/^@kit\//, ""));
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  fail(`no package ${unknown.join(", ")} here; the packages are ${available.join(", ")}`);
}

const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ["ignore", "inherit", "inherit"] });

console.log("building the packages ...");
run(
  "pnpm",
  ["exec", "turbo", "run", "build", "--filter=./packages/*", "--output-logs=errors-only"],
  root,
);
const tarballs = join(app, ".kit-packages");
rmSync(tarballs, { recursive: true, force: true });
mkdirSync(tarballs);
// Every package is packed, so that one named depends on (@kit/tools on @kit/schema) is there too.
for (const name of available) {
  execFileSync("pnpm", ["pack", "--pack-destination", tarballs], {
    cwd: join(root, "packages", name),
    stdio: "ignore",
  });
}
const files = readdirSync(tarballs);
const spec = (name) =>
  `file:.kit-packages/${files.find((file) => file.startsWith(`kit-${name}-`))}`;
const manifest = JSON.parse(readFileSync(join(app, "package.json"), "utf8"));
manifest.dependencies = {
  ...manifest.dependencies,
  ...Object.fromEntries(wanted.map((name) => [`@kit/${name}`, spec(name)])),
};
// A package the app depends on is overridden by a reference to that dependency (npm's rule).
manifest.overrides = {
  ...manifest.overrides,
  ...Object.fromEntries(
    available.map((name) => [`@kit/${name}`, wanted.includes(name) ? `$@kit/${name}` : spec(name)]),
  ),
};
writeFileSync(join(app, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`installing ${wanted.map((name) => `@kit/${name}`).join(" ")} into ${app} ...`);
run("npm", ["install", "--no-audit", "--no-fund"], app);

function fail(message) {
  console.error(message);
  process.exit(1);
}
