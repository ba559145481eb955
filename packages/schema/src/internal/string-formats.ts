// Hot path: runs on every call for each string value with a `format`.
// The string formats a definition may name, each with its test. The tests follow RFC 3339
// (date, date-time), RFC 3986 (uri), RFC 4122 (uuid) and a practical email address, as
// ajv-formats' "full" mode checks them, so that kit and a JSON Schema validator agree.
import type { StringFormat } from "../value-definition";

const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
const DATE_TIME_SEPARATOR = /t|\s/i;
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const UUID = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const NOT_URI_FRAGMENT = /\/|:/;
// RFC 3986's URI with a scheme (http://jmrware.com/articles/2009/uri_regexp/URI_regex.html),
// for a URI with an IP literal (`http://[::1]/`). Compiled on its first use, which costs V8 tens
// of milliseconds: a cold `fromJSONSchema` of a default URI paid it.
const URI =
  /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;

// The same without the IP literal (which needs a "[") and the IPv4 address (every IPv4 address is
// a reg-name too): the same strings when there is no "[", at a hundredth of the compile time.
const URI_WITHOUT_IP_LITERAL =
  /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;

const isUri = (text: string): boolean =>
  NOT_URI_FRAGMENT.test(text) &&
  (text.includes("[") ? URI.test(text) : URI_WITHOUT_IP_LITERAL.test(text));

const isLeapYear = (year: number): boolean =>
  year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (match === null) return false;
  const [year, month, day] = [+(match[1] as string), +(match[2] as string), +(match[3] as string)];
  const last = month === 2 && isLeapYear(year) ? 29 : (DAYS[month] as number);
  return month >= 1 && month <= 12 && day >= 1 && day <= last;
}

// A time with its offset; a leap second only at 23:59:60 UTC.
function isTime(text: string): boolean {
  const match = TIME.exec(text);
  if (match === null || match[4] === undefined) return false;
  const [hour, minute, second] = [
    +(match[1] as string),
    +(match[2] as string),
    +(match[3] as string),
  ];
  const sign = match[5] === "-" ? -1 : 1;
  const offsetHour = +(match[6] ?? 0);
  const offsetMinute = +(match[7] ?? 0);
  if (offsetHour > 23 || offsetMinute > 59) return false;
  if (hour <= 23 && minute <= 59 && second < 60) return true;
  const utcMinute = minute - offsetMinute * sign;
  const utcHour = hour - offsetHour * sign - (utcMinute < 0 ? 1 : 0);
  return (
    (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1) && second < 61
  );
}

function isDateTime(text: string): boolean {
  const parts = text.split(DATE_TIME_SEPARATOR);
  return parts.length === 2 && isDate(parts[0] as string) && isTime(parts[1] as string);
}

/** The test of each format a `string` definition may name. */
export const STRING_FORMATS: Readonly<Record<StringFormat, (text: string) => boolean>> = {
  "date-time": isDateTime,
  date: isDate,
  email: (text) => EMAIL.test(text),
  uri: isUri,
  uuid: (text) => UUID.test(text),
};

/** The format names, in the order messages list them. */
export const FORMAT_NAMES: readonly string[] = Object.keys(STRING_FORMATS);
