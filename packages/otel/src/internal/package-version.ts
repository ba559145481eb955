// The instrumentation scope version is the package's own, read at build time.
import { version } from "../../package.json";

/** The version of @kit/otel, for the tracer and meter scope. */
export const PACKAGE_VERSION: string = version;
