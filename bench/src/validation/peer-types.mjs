// Kit's parameter definitions in zod, valibot and typebox: the closest type of each library
// (an integer, a finite number, a record for a dictionary) and its way of declaring a default.
// Plain JavaScript, because the cold-start child runs without a loader and shares it with the
// validation part.

// A default as a factory of fresh values, where a library takes one: the value itself for
// primitives, a fresh copy for the flat list defaults used here.
function freshDefault(value) {
  if (Array.isArray(value)) return () => [...value];
  return () => value;
}

/** A zod type for one parameter, `.default()` or `.optional()` where it is not required. */
export function zodType(z, parameter) {
  const base = {
    string: () => z.string(),
    integer: () => z.int(),
    float: () => z.number(),
    boolean: () => z.boolean(),
    list: () => z.array(z.unknown()),
    dictionary: () => z.record(z.string(), z.unknown()),
  }[parameter.type]();
  if (parameter.required !== false) return base;
  return parameter.default === undefined
    ? base.optional()
    : base.default(freshDefault(parameter.default));
}

/** A valibot schema for one parameter, in `v.optional` (with its default) where not required. */
export function valibotType(v, parameter) {
  const base = {
    string: () => v.string(),
    integer: () => v.pipe(v.number(), v.integer()),
    float: () => v.pipe(v.number(), v.finite()),
    boolean: () => v.boolean(),
    list: () => v.array(v.unknown()),
    dictionary: () => v.record(v.string(), v.unknown()),
  }[parameter.type]();
  if (parameter.required !== false) return base;
  return parameter.default === undefined
    ? v.optional(base)
    : v.optional(base, freshDefault(parameter.default));
}

/** A typebox type for one parameter, its default as an option, `Optional` where not required. */
export function typeboxType(Type, parameter) {
  const options = parameter.default === undefined ? {} : { default: parameter.default };
  const base = {
    string: () => Type.String(options),
    integer: () => Type.Integer(options),
    float: () => Type.Number(options),
    boolean: () => Type.Boolean(options),
    list: () => Type.Array(Type.Unknown(), options),
    dictionary: () => Type.Record(Type.String(), Type.Unknown(), options),
  }[parameter.type]();
  return parameter.required === false ? Type.Optional(base) : base;
}
