// `tools/list` with a next page forever, each page answered after 300 ms: a listing bounded by
// pages alone would take 30 s; only a bound on its time ends it sooner.
import type { HostileMode } from "../mode";
import { endlessPage } from "./list-endless-pages";

/** How long each page takes. */
const PAGE_DELAY_MS = 300;

export const listSlowPages: HostileMode = {
  tools: () => [],
  list: async (params) => {
    await new Promise((resolve) => setTimeout(resolve, PAGE_DELAY_MS));
    return endlessPage(params);
  },
};
