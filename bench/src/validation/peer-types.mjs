// Kit's parameter definitions in zod, valibot and typebox: the closest type of each library
// (an integer, a finite number, a record for a dictionary), its way of declaring a default, and
// its form of kit's constraints (enum, bounds, typed items).
// Plain JavaScript, because the cold-start child runs without a loader and shares it with the
// validation part.

// A default as a factory of fresh values, where a library takes one: the value itself for
// primitives, a fresh copy for the flat list defaults used here.
function freshDefault(value) {
  if (Array.isArray(value)) return () => [...value];
  return () => value;
}

function zodBase(z, type, items) {
  return {
    string: () => z.string(),
    integer: () => z.int(),
    float: () => z.number(),
    boolean: () => z.boolean(),
    list: () => z.array(items === undefined ? z.unknown() : zodBase(z, items)),
    dictionary: () => z.record(z.string(), z.unknown()),
  }[type]();
}

/** A zod type for one parameter, `.default()` or `.optional()` where it is not required. */
export function zodType(z, parameter) {
  const { type, items, minimum, maximum } = parameter;
  const allowed = parameter.enum;
  let base = zodBase(z, type, items);
  if (allowed !== undefined) {
    base = type === "string" ? z.enum(allowed) : base.pipe(z.literal(allowed));
  }
  if (minimum !== undefined) base = base.min(minimum);
  if (maximum !== undefined) base = base.max(maximum);
  if (parameter.required !== false) return base;
  return parameter.default === undefined
    ? base.optional()
    : base.default(freshDefault(parameter.default));
}

function valibotBase(v, type, items) {
  return {
    string: () => v.string(),
    integer: () => v.pipe(v.number(), v.integer()),
    float: () => v.pipe(v.number(), v.finite()),
    boolean: () => v.boolean(),
    list: () => v.array(items === undefined ? v.unknown() : valibotBase(v, items)),
    dictionary: () => v.record(v.string(), v.unknown()),
  }[type]();
}

/** A valibot schema for one parameter, in `v.optional` (with its default) where not required. */
export function valibotType(v, parameter) {
  const { type, items, minimum, maximum } = parameter;
  const allowed = parameter.enum;
  let base = valibotBase(v, type, items);
  if (allowed !== undefined)
    base = type === "string" ? v.picklist(allowed) : v.pipe(base, v.picklist(allowed));
  if (minimum !== undefined) base = v.pipe(base, v.minValue(minimum));
  if (maximum !== undefined) base = v.pipe(base, v.maxValue(maximum));
  if (parameter.required !== false) return base;
  return parameter.default === undefined
    ? v.optional(base)
    : v.optional(base, freshDefault(parameter.default));
}

/** A typebox type for one parameter, its default as an option, `Optional` where not required. */
export function typeboxType(Type, parameter) {
  const { type, items, minimum, maximum } = parameter;
  const allowed = parameter.enum;
  const options = {
    ...(parameter.default === undefined ? {} : { default: parameter.default }),
    ...(minimum === undefined ? {} : { minimum }),
    ...(maximum === undefined ? {} : { maximum }),
  };
  const base =
    allowed !== undefined
      ? Type.Union(
          allowed.map((value) => Type.Literal(value)),
          options,
        )
      : typeboxBase(Type, type, items, options);
  return parameter.required === false ? Type.Optional(base) : base;
}

function typeboxBase(Type, type, items, options = {}) {
  return {
    string: () => Type.String(options),
    integer: () => Type.Integer(options),
    float: () => Type.Number(options),
    boolean: () => Type.Boolean(options),
    list: () =>
      Type.Array(items === undefined ? Type.Unknown() : typeboxBase(Type, items), options),
    dictionary: () => Type.Record(Type.String(), Type.Unknown(), options),
  }[type]();
}
