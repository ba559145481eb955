import { expect, test } from "vitest";
import { closestName } from "./closest-name";

const names = ["fetch_weather", "calculator", "send_email", "add"];

test.each([
  ["fetch_wether", "fetch_weather"], // a letter left out
  ["fetch_weahter", "fetch_weather"], // two letters swapped
  ["Fetch_Weather", "fetch_weather"], // case
  ["calculater", "calculator"], // a letter wrong
  ["ad", "add"], // short names allow one edit
  ["sendemail", "send_email"],
])("%s -> %s", (name, expected) => {
  expect(closestName(name, names)).toBe(expected);
});

test.each(["send_sms", "weather", "xyz", "", "a"])("%j is not close to anything", (name) => {
  expect(closestName(name, names)).toBeUndefined();
});

test("the closest wins, and the first registered on a tie", () => {
  expect(closestName("cat", ["car", "cut", "cat_"])).toBe("car");
  expect(closestName("abcd", ["abcx", "abcd_"])).toBe("abcx");
});

test("a name far longer than every candidate is dismissed by its length", () => {
  expect(closestName("fetch_weather".repeat(80_000), names)).toBeUndefined();
  expect(closestName(`${"x".repeat(1_000_000)}`, [])).toBeUndefined();
});
