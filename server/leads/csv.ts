/**
 * Where a spreadsheet may start a cell inside ours: at our cell's start, or after a
 * character some reader splits on (`,` or `;` by locale, a tab when pasted, a line break
 * when quotes are ignored), past any spaces and quotes it may trim. A formula character
 * there (=, +, -, @, tab, carriage return) gets an apostrophe before it.
 */
const formulaStart = /(?<=(?:^|[,;\t\r\n])[ "]*)(?=[=+\-@\t\r])/g;

/**
 * One CSV cell, always quoted as RFC 4180 has it, so no reader need guess where it ends;
 * and a visitor's text never becomes a formula, wherever a spreadsheet splits it. The one
 * encoder of `npm run leads -- --csv` and the inbox's export.
 */
export function csvCell(value: string): string {
  return `"${value.replace(formulaStart, "'").replace(/"/g, '""')}"`;
}

/** Rows of cells as CSV, CRLF line ends as RFC 4180 has them. */
export function toCsvText(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
