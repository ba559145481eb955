// Collects the sections of a run, prints them, and writes them into docs/benchmarks.md.
import { readFileSync, writeFileSync } from "node:fs";

/** A performance target and where this run puts kit against it. */
export interface Verdict {
  readonly target: string;
  readonly met: boolean | undefined;
  readonly detail: string;
}

/** One part of the run: Markdown text (tables, notes) and its verdicts. */
export interface Section {
  readonly title: string;
  readonly body: string;
  readonly verdicts: readonly Verdict[];
}

/** Renders a verdict as one Markdown list item. */
function verdictLine(verdict: Verdict): string {
  const word = verdict.met === undefined ? "not measured" : verdict.met ? "**met**" : "**not met**";
  return `- ${verdict.target}: ${word}. ${verdict.detail}`;
}

/** Renders a section as Markdown. */
function renderSection(section: Section): string {
  const verdicts = section.verdicts.map(verdictLine).join("\n");
  return `## ${section.title}\n\n${section.body}\n${verdicts === "" ? "" : `\n${verdicts}\n`}`;
}

/** Prints a section to the console while the run goes on. */
export function printSection(section: Section): void {
  console.log(`\n${renderSection(section)}`);
}

/**
 * Writes the whole report.
 * @param path - the Markdown file.
 * @param header - the opening text (conditions of the run).
 * @param sections - every part, in order.
 * @param explanation - Markdown written by hand, after the summary: why a target is not met,
 *   and which targets were retired.
 */
export function writeReport(
  path: string,
  header: string,
  sections: readonly Section[],
  explanation = "",
): void {
  const summary = sections.flatMap((section) => section.verdicts).map(verdictLine);
  const text = [
    header,
    "## Targets at a glance\n",
    summary.join("\n"),
    "",
    explanation.trim(),
    "",
    ...sections.map(renderSection),
  ].join("\n");
  writeFileSync(path, `${text.trimEnd()}\n`);
}

/**
 * Puts new hand-written notes into a written report and keeps everything measured: the notes
 * are what lies between the targets at a glance and the first part.
 * @throws Error when the file does not have the layout {@link writeReport} gives it.
 */
export function replaceNotes(path: string, explanation: string): void {
  const text = readFileSync(path, "utf8");
  const summary = text.indexOf("## Targets at a glance\n");
  const start = summary < 0 ? -1 : text.indexOf("\n## ", summary + 1) + 1;
  const end = text.search(/^## 1\. /m);
  if (summary < 0 || start <= 0 || end < start) {
    throw new Error(`${path} does not have the layout of a written report`);
  }
  writeFileSync(path, `${text.slice(0, start)}${explanation.trim()}\n\n${text.slice(end)}`);
}
