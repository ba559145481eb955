// The practical limit: validators written by hand for exactly these two schemas, with kit's
// messages, own-property presence, and fresh defaults. Nothing generic, nothing looked up.

import { hasPlainPrototype, kindOf } from "./hand-written-kinds";

type Values = Record<string, unknown>;

const notADictionary = (values: unknown): string[] => [
  `Expected a dictionary of parameters, got '${kindOf(values)}'`,
];

// Own-property presence at hand-written cost: a value read from a dictionary can only be
// inherited when Object.prototype has that name (pollution), so only then is hasOwn asked.
const PROTOTYPE: object = Object.prototype;

/** fetch_weather, in place (like `ToolSchema.validate`). */
export function validateWeather(values: Values): string[] {
  if (
    typeof values !== "object" ||
    values === null ||
    !hasPlainPrototype(values, "constructor" in values)
  )
    return notADictionary(values);
  const messages: string[] = [];
  let city = values.city;
  if (city !== undefined && "city" in PROTOTYPE && !Object.hasOwn(values, "city")) city = undefined;
  if (city === undefined) messages.push("Missing required parameter: 'city'");
  else if (typeof city !== "string")
    messages.push(`Parameter 'city': expected type 'string', got '${kindOf(city)}'`);
  let country = values.country;
  if (country !== undefined && "country" in PROTOTYPE && !Object.hasOwn(values, "country"))
    country = undefined;
  if (country === undefined) values.country = "US";
  else if (typeof country !== "string")
    messages.push(`Parameter 'country': expected type 'string', got '${kindOf(country)}'`);
  let units = values.units;
  if (units !== undefined && "units" in PROTOTYPE && !Object.hasOwn(values, "units"))
    units = undefined;
  if (units === undefined) values.units = "imperial";
  else if (typeof units !== "string")
    messages.push(`Parameter 'units': expected type 'string', got '${kindOf(units)}'`);
  return messages;
}

/** The outcome of a copying validator, shaped like `ToolSchema.check`'s. */
export type HandCheckResult =
  | { readonly success: true; readonly value: Values }
  | { readonly success: false; readonly errors: readonly string[] };

/** fetch_weather, into a fresh object (like `ToolSchema.check`). */
export function checkWeather(values: unknown): HandCheckResult {
  if (
    typeof values !== "object" ||
    values === null ||
    !hasPlainPrototype(values, "constructor" in values)
  )
    return { success: false, errors: notADictionary(values) };
  const messages: string[] = [];
  let city = values.city;
  if (city !== undefined && "city" in PROTOTYPE && !Object.hasOwn(values, "city")) city = undefined;
  if (city === undefined) messages.push("Missing required parameter: 'city'");
  else if (typeof city !== "string")
    messages.push(`Parameter 'city': expected type 'string', got '${kindOf(city)}'`);
  let country = values.country;
  if (country !== undefined && "country" in PROTOTYPE && !Object.hasOwn(values, "country"))
    country = undefined;
  if (country === undefined) country = "US";
  else if (typeof country !== "string")
    messages.push(`Parameter 'country': expected type 'string', got '${kindOf(country)}'`);
  let units = values.units;
  if (units !== undefined && "units" in PROTOTYPE && !Object.hasOwn(values, "units"))
    units = undefined;
  if (units === undefined) units = "imperial";
  else if (typeof units !== "string")
    messages.push(`Parameter 'units': expected type 'string', got '${kindOf(units)}'`);
  if (messages.length > 0) return { success: false, errors: messages };
  return { success: true, value: { city, country, units } };
}
