// Collects the sections of a run, prints them, and writes them into docs/benchmarks.md.
import { writeFileSync } from "node:fs";

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
export function verdictLine(verdict: Verdict): string {
  const word = verdict.met === undefined ? "not measured" : verdict.met ? "**met**" : "**not met**";
  return `- ${verdict.target}: ${word}. ${verdict.detail}`;
}

/** Renders a section as Markdown. */
export function renderSection(section: Section): string {
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
