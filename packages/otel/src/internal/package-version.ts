// The instrumentation scope version is the package's own, read at build time.

/** The version of @kit/otel, for the tracer and meter scope. */
export { version as PACKAGE_VERSION } from "../../package.json";
