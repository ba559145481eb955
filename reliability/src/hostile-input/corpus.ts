// The hostile-input corpus: each odd value at each interesting position, prototype-pollution
// payloads at every depth, and inputs whose own structure is hostile.
import { HOSTILE_INPUTS } from "./inputs";
import { pollutionPayloads } from "./pollution";
import { HOSTILE_VALUES, type Hostile } from "./values";

/** The declared parameters a value is put under (a string, a list, dictionaries, `__proto__`). */
const POSITIONS: readonly string[] = ["city", "tags", "meta", "__proto__"];

function at(position: string, value: Hostile): Hostile {
  return {
    label: `${value.label} as '${position}'`,
    make: () => {
      const input: Record<string, unknown> = position === "city" ? {} : { city: "Oslo" };
      Object.defineProperty(input, position, {
        value: value.make(),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return input;
    },
  };
}

/** Every payload of the corpus. */
export const CORPUS: readonly Hostile[] = [
  ...HOSTILE_VALUES.flatMap((value) => POSITIONS.map((position) => at(position, value))),
  ...HOSTILE_VALUES.map((value) => ({
    label: `${value.label} as the whole input`,
    make: value.make,
  })),
  ...pollutionPayloads(4),
  ...HOSTILE_INPUTS,
];
