// The schemas of the validation cases, their inputs, and what kit must say about each.
import { type ParameterDefinition, ToolSchema } from "@kit/schema";

/** The fetch_weather tool's input, the running example of kit's docs. */
export const WEATHER_PARAMETERS = [
  { name: "city", type: "string", description: "City name (e.g., 'San Francisco')" },
  { name: "country", type: "string", required: false, default: "US" },
  { name: "units", type: "string", required: false, default: "imperial" },
] as const satisfies readonly ParameterDefinition[];

/** Twelve parameters, all six types, five defaults (one a list) and one optional without. */
const SEARCH_PARAMETERS = [
  { name: "query", type: "string" },
  { name: "limit", type: "integer" },
  { name: "threshold", type: "float" },
  { name: "verbose", type: "boolean" },
  { name: "tags", type: "list" },
  { name: "filters", type: "dictionary" },
  { name: "language", type: "string", required: false, default: "en" },
  { name: "page", type: "integer", required: false, default: 1 },
  { name: "temperature", type: "float", required: false, default: 0.5 },
  { name: "safe", type: "boolean", required: false, default: true },
  { name: "fields", type: "list", required: false, default: ["id", "name"] },
  { name: "metadata", type: "dictionary", required: false },
] as const satisfies readonly ParameterDefinition[];

/** fetch_weather with `units` narrowed to two values. */
const WEATHER_ENUM_PARAMETERS = [
  { name: "city", type: "string", description: "City name (e.g., 'San Francisco')" },
  { name: "country", type: "string", required: false, default: "US" },
  {
    name: "units",
    type: "string",
    required: false,
    default: "imperial",
    enum: ["imperial", "metric"],
  },
] as const satisfies readonly ParameterDefinition[];

/** The twelve parameters with bounds on the numbers and typed items in the lists. */
const SEARCH_CONSTRAINED_PARAMETERS = [
  { name: "query", type: "string" },
  { name: "limit", type: "integer", minimum: 1, maximum: 100 },
  { name: "threshold", type: "float", minimum: 0, maximum: 1 },
  { name: "verbose", type: "boolean" },
  { name: "tags", type: "list", items: "string" },
  { name: "filters", type: "dictionary" },
  { name: "language", type: "string", required: false, default: "en" },
  { name: "page", type: "integer", required: false, default: 1, minimum: 1 },
  { name: "temperature", type: "float", required: false, default: 0.5, minimum: 0, maximum: 2 },
  { name: "safe", type: "boolean", required: false, default: true },
  { name: "fields", type: "list", required: false, default: ["id", "name"], items: "string" },
  { name: "metadata", type: "dictionary", required: false },
] as const satisfies readonly ParameterDefinition[];

/** An input of a case and the exact outcome kit gives for it. */
export interface InputCase {
  readonly label: "valid" | "defaults" | "3 problems";
  readonly input: Readonly<Record<string, unknown>>;
  /** The messages, in order; empty when valid. */
  readonly messages: readonly string[];
  /** The values after defaults (only for valid inputs). */
  readonly output?: Readonly<Record<string, unknown>>;
}

/** A schema with its three inputs. */
export interface SchemaCase {
  readonly id: "weather" | "search" | "weatherEnum" | "searchConstrained";
  readonly title: string;
  readonly parameters: readonly ParameterDefinition[];
  readonly inputs: readonly InputCase[];
}

const weather: SchemaCase = {
  id: "weather",
  title: "fetch_weather (3 strings, 2 defaults)",
  parameters: WEATHER_PARAMETERS,
  inputs: [
    {
      label: "valid",
      input: { city: "Oslo", country: "NO", units: "metric" },
      messages: [],
      output: { city: "Oslo", country: "NO", units: "metric" },
    },
    {
      label: "defaults",
      input: { city: "Oslo" },
      messages: [],
      output: { city: "Oslo", country: "US", units: "imperial" },
    },
    {
      label: "3 problems",
      input: { country: 44, units: true },
      messages: [
        "Missing required parameter: 'city'",
        "Parameter 'country': expected type 'string', got 'integer'",
        "Parameter 'units': expected type 'string', got 'boolean'",
      ],
    },
  ],
};

const requiredSearch = {
  query: "llm tool layers",
  limit: 10,
  threshold: 0.75,
  verbose: false,
  tags: ["ai", "agents"],
  filters: { year: 2025 },
};

const fullSearch = {
  ...requiredSearch,
  language: "de",
  page: 3,
  temperature: 0.2,
  safe: false,
  fields: ["title"],
  metadata: { source: "bench" },
};

const search: SchemaCase = {
  id: "search",
  title: "search (12 parameters, six types, 5 defaults)",
  parameters: SEARCH_PARAMETERS,
  inputs: [
    { label: "valid", input: fullSearch, messages: [], output: fullSearch },
    {
      label: "defaults",
      input: requiredSearch,
      messages: [],
      output: {
        ...requiredSearch,
        language: "en",
        page: 1,
        temperature: 0.5,
        safe: true,
        fields: ["id", "name"],
      },
    },
    {
      label: "3 problems",
      // `filters` left out: a model's JSON never holds undefined.
      input: {
        query: "llm tool layers",
        limit: 2.5,
        threshold: 0.75,
        verbose: "yes",
        tags: ["ai", "agents"],
      },
      messages: [
        "Parameter 'limit': expected type 'integer', got 'float'",
        "Parameter 'verbose': expected type 'boolean', got 'string'",
        "Missing required parameter: 'filters'",
      ],
    },
  ],
};

const weatherEnum: SchemaCase = {
  id: "weatherEnum",
  title: "fetch_weather, units an enum",
  parameters: WEATHER_ENUM_PARAMETERS,
  inputs: [
    weather.inputs[0] as InputCase,
    weather.inputs[1] as InputCase,
    {
      label: "3 problems",
      input: { country: 44, units: "kelvin" },
      messages: [
        "Missing required parameter: 'city'",
        "Parameter 'country': expected type 'string', got 'integer'",
        "Parameter 'units': expected one of 'imperial', 'metric', got 'kelvin'",
      ],
    },
  ],
};

const searchConstrained: SchemaCase = {
  id: "searchConstrained",
  title: "search with bounds and typed items",
  parameters: SEARCH_CONSTRAINED_PARAMETERS,
  inputs: [
    search.inputs[0] as InputCase,
    search.inputs[1] as InputCase,
    {
      label: "3 problems",
      input: {
        query: "llm tool layers",
        limit: 0,
        threshold: 0.75,
        verbose: false,
        tags: ["ai", 2],
        filters: { year: 2025 },
        page: 3,
        temperature: 2.5,
      },
      messages: [
        "Parameter 'limit': expected at least 1, got 0",
        "Parameter 'tags': expected a list of 'string', item 1 is 'integer'",
        "Parameter 'temperature': expected at most 2, got 2.5",
      ],
    },
  ],
};

/**
 * Whether the built @kit/schema accepts constraints (`enum`, `items`, `minimum`, `maximum`);
 * a version before them refuses the keys when a schema is built.
 */
const CONSTRAINTS_SUPPORTED: boolean = (() => {
  try {
    new ToolSchema([{ name: "units", type: "string", enum: ["metric"] }]);
    return true;
  } catch {
    return false;
  }
})();

/** The schemas without constraints. */
export const PLAIN_SCHEMA_CASES: readonly SchemaCase[] = [weather, search];

/** The schemas with constraints, measured only where the built @kit/schema supports them. */
export const CONSTRAINED_SCHEMA_CASES: readonly SchemaCase[] = [weatherEnum, searchConstrained];

/** Every schema measured, in report order. */
export const SCHEMA_CASES: readonly SchemaCase[] = CONSTRAINTS_SUPPORTED
  ? [...PLAIN_SCHEMA_CASES, ...CONSTRAINED_SCHEMA_CASES]
  : PLAIN_SCHEMA_CASES;
