// How the demo writes for a person: a heading per section, then one line per step, a role
// (who speaks) in a fixed column, continuation lines under the text.
const ROLE_WIDTH = 21;

/** Prints a section heading. */
export function heading(title: string): void {
  console.log(`\n${title}`);
}

/** Prints one step: `role` in the first column, then `text` (its later lines aligned under it). */
export function say(role: string, text: string): void {
  const indent = " ".repeat(ROLE_WIDTH + 3);
  const [first = "", ...rest] = text.split("\n");
  console.log(`  ${role.padEnd(ROLE_WIDTH)} ${first}`);
  for (const line of rest) console.log(`${indent}${line}`);
}

/** Prints rows as a table with a header; numbers (and cells after the first) right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]): string =>
    `  ${cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ")}`;
  console.log(line(header));
  console.log(`  ${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}
