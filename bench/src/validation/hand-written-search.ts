// The 12-parameter search schema validated by hand (see hand-written.ts for the rules).
import type { HandCheckResult } from "./hand-written";
import { hasPlainPrototype, kindOf } from "./hand-written-kinds";

type Values = Record<string, unknown>;

// Own-property presence at hand-written cost: a value read from a dictionary can only be
// inherited when Object.prototype has that name (pollution), so only then is hasOwn asked.
const PROTOTYPE: object = Object.prototype;
const missing = (name: string): string => `Missing required parameter: '${name}'`;
const wrong = (name: string, type: string, value: unknown): string =>
  `Parameter '${name}': expected type '${type}', got '${kindOf(value)}'`;

/**
 * Checks the search parameters in place: only defaults are written.
 * @returns every problem, in schema order.
 */
function checkInPlace(values: Values): string[] {
  const messages: string[] = [];
  let query = values.query;
  if (query !== undefined && "query" in PROTOTYPE && !Object.hasOwn(values, "query"))
    query = undefined;
  if (query === undefined) messages.push(missing("query"));
  else if (typeof query !== "string") messages.push(wrong("query", "string", query));
  let limit = values.limit;
  if (limit !== undefined && "limit" in PROTOTYPE && !Object.hasOwn(values, "limit"))
    limit = undefined;
  if (limit === undefined) messages.push(missing("limit"));
  else if (!Number.isInteger(limit)) messages.push(wrong("limit", "integer", limit));
  let threshold = values.threshold;
  if (threshold !== undefined && "threshold" in PROTOTYPE && !Object.hasOwn(values, "threshold"))
    threshold = undefined;
  if (threshold === undefined) messages.push(missing("threshold"));
  else if (!Number.isFinite(threshold)) messages.push(wrong("threshold", "float", threshold));
  let verbose = values.verbose;
  if (verbose !== undefined && "verbose" in PROTOTYPE && !Object.hasOwn(values, "verbose"))
    verbose = undefined;
  if (verbose === undefined) messages.push(missing("verbose"));
  else if (typeof verbose !== "boolean") messages.push(wrong("verbose", "boolean", verbose));
  let tags = values.tags;
  if (tags !== undefined && "tags" in PROTOTYPE && !Object.hasOwn(values, "tags")) tags = undefined;
  if (tags === undefined) messages.push(missing("tags"));
  else if (!Array.isArray(tags)) messages.push(wrong("tags", "list", tags));
  let filters = values.filters;
  if (filters !== undefined && "filters" in PROTOTYPE && !Object.hasOwn(values, "filters"))
    filters = undefined;
  if (filters === undefined) messages.push(missing("filters"));
  else if (
    typeof filters !== "object" ||
    filters === null ||
    !hasPlainPrototype(filters, "constructor" in filters)
  )
    messages.push(wrong("filters", "dictionary", filters));
  let language = values.language;
  if (language !== undefined && "language" in PROTOTYPE && !Object.hasOwn(values, "language"))
    language = undefined;
  if (language === undefined) values.language = "en";
  else if (typeof language !== "string") messages.push(wrong("language", "string", language));
  let page = values.page;
  if (page !== undefined && "page" in PROTOTYPE && !Object.hasOwn(values, "page")) page = undefined;
  if (page === undefined) values.page = 1;
  else if (!Number.isInteger(page)) messages.push(wrong("page", "integer", page));
  let temperature = values.temperature;
  if (
    temperature !== undefined &&
    "temperature" in PROTOTYPE &&
    !Object.hasOwn(values, "temperature")
  )
    temperature = undefined;
  if (temperature === undefined) values.temperature = 0.5;
  else if (!Number.isFinite(temperature)) messages.push(wrong("temperature", "float", temperature));
  let safe = values.safe;
  if (safe !== undefined && "safe" in PROTOTYPE && !Object.hasOwn(values, "safe")) safe = undefined;
  if (safe === undefined) values.safe = true;
  else if (typeof safe !== "boolean") messages.push(wrong("safe", "boolean", safe));
  let fields = values.fields;
  if (fields !== undefined && "fields" in PROTOTYPE && !Object.hasOwn(values, "fields"))
    fields = undefined;
  if (fields === undefined) values.fields = ["id", "name"];
  else if (!Array.isArray(fields)) messages.push(wrong("fields", "list", fields));
  let metadata = values.metadata;
  if (metadata !== undefined && "metadata" in PROTOTYPE && !Object.hasOwn(values, "metadata"))
    metadata = undefined;
  if (metadata !== undefined) {
    if (
      typeof metadata !== "object" ||
      metadata === null ||
      !hasPlainPrototype(metadata, "constructor" in metadata)
    )
      messages.push(wrong("metadata", "dictionary", metadata));
  }
  return messages;
}

/**
 * Checks the search parameters into `target`: the declared values present, and defaults.
 * @returns every problem, in schema order.
 */
function checkInto(values: Values, target: Values): string[] {
  const messages: string[] = [];
  let query = values.query;
  if (query !== undefined && "query" in PROTOTYPE && !Object.hasOwn(values, "query"))
    query = undefined;
  if (query === undefined) messages.push(missing("query"));
  else if (typeof query !== "string") messages.push(wrong("query", "string", query));
  else target.query = query;
  let limit = values.limit;
  if (limit !== undefined && "limit" in PROTOTYPE && !Object.hasOwn(values, "limit"))
    limit = undefined;
  if (limit === undefined) messages.push(missing("limit"));
  else if (!Number.isInteger(limit)) messages.push(wrong("limit", "integer", limit));
  else target.limit = limit;
  let threshold = values.threshold;
  if (threshold !== undefined && "threshold" in PROTOTYPE && !Object.hasOwn(values, "threshold"))
    threshold = undefined;
  if (threshold === undefined) messages.push(missing("threshold"));
  else if (!Number.isFinite(threshold)) messages.push(wrong("threshold", "float", threshold));
  else target.threshold = threshold;
  let verbose = values.verbose;
  if (verbose !== undefined && "verbose" in PROTOTYPE && !Object.hasOwn(values, "verbose"))
    verbose = undefined;
  if (verbose === undefined) messages.push(missing("verbose"));
  else if (typeof verbose !== "boolean") messages.push(wrong("verbose", "boolean", verbose));
  else target.verbose = verbose;
  let tags = values.tags;
  if (tags !== undefined && "tags" in PROTOTYPE && !Object.hasOwn(values, "tags")) tags = undefined;
  if (tags === undefined) messages.push(missing("tags"));
  else if (!Array.isArray(tags)) messages.push(wrong("tags", "list", tags));
  else target.tags = tags;
  let filters = values.filters;
  if (filters !== undefined && "filters" in PROTOTYPE && !Object.hasOwn(values, "filters"))
    filters = undefined;
  if (filters === undefined) messages.push(missing("filters"));
  else if (
    typeof filters !== "object" ||
    filters === null ||
    !hasPlainPrototype(filters, "constructor" in filters)
  )
    messages.push(wrong("filters", "dictionary", filters));
  else target.filters = filters;
  let language = values.language;
  if (language !== undefined && "language" in PROTOTYPE && !Object.hasOwn(values, "language"))
    language = undefined;
  if (language === undefined) target.language = "en";
  else if (typeof language !== "string") messages.push(wrong("language", "string", language));
  else target.language = language;
  let page = values.page;
  if (page !== undefined && "page" in PROTOTYPE && !Object.hasOwn(values, "page")) page = undefined;
  if (page === undefined) target.page = 1;
  else if (!Number.isInteger(page)) messages.push(wrong("page", "integer", page));
  else target.page = page;
  let temperature = values.temperature;
  if (
    temperature !== undefined &&
    "temperature" in PROTOTYPE &&
    !Object.hasOwn(values, "temperature")
  )
    temperature = undefined;
  if (temperature === undefined) target.temperature = 0.5;
  else if (!Number.isFinite(temperature)) messages.push(wrong("temperature", "float", temperature));
  else target.temperature = temperature;
  let safe = values.safe;
  if (safe !== undefined && "safe" in PROTOTYPE && !Object.hasOwn(values, "safe")) safe = undefined;
  if (safe === undefined) target.safe = true;
  else if (typeof safe !== "boolean") messages.push(wrong("safe", "boolean", safe));
  else target.safe = safe;
  let fields = values.fields;
  if (fields !== undefined && "fields" in PROTOTYPE && !Object.hasOwn(values, "fields"))
    fields = undefined;
  if (fields === undefined) target.fields = ["id", "name"];
  else if (!Array.isArray(fields)) messages.push(wrong("fields", "list", fields));
  else target.fields = fields;
  let metadata = values.metadata;
  if (metadata !== undefined && "metadata" in PROTOTYPE && !Object.hasOwn(values, "metadata"))
    metadata = undefined;
  if (metadata !== undefined) {
    if (
      typeof metadata !== "object" ||
      metadata === null ||
      !hasPlainPrototype(metadata, "constructor" in metadata)
    )
      messages.push(wrong("metadata", "dictionary", metadata));
    else target.metadata = metadata;
  }
  return messages;
}

/** The search schema, in place (like `ToolSchema.validate`). */
export function validateSearch(values: Values): string[] {
  if (
    typeof values !== "object" ||
    values === null ||
    !hasPlainPrototype(values, "constructor" in values)
  )
    return [`Expected a dictionary of parameters, got '${kindOf(values)}'`];
  return checkInPlace(values);
}

/** The search schema, into a fresh object (like `ToolSchema.check`). */
export function checkSearch(values: unknown): HandCheckResult {
  if (
    typeof values !== "object" ||
    values === null ||
    !hasPlainPrototype(values, "constructor" in values)
  ) {
    return {
      success: false,
      errors: [`Expected a dictionary of parameters, got '${kindOf(values)}'`],
    };
  }
  const target: Values = {};
  const messages = checkInto(values, target);
  return messages.length > 0
    ? { success: false, errors: messages }
    : { success: true, value: target };
}
