/**
 * One CSV cell: RFC 4180 quoting, and a leading apostrophe on anything a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return): a visitor's text must never
 * become one. Shared by `npm run leads -- --csv` and the inbox's export.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells as CSV, CRLF line ends as RFC 4180 has them. */
export function toCsvText(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
