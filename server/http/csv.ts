export type CsvCell = string | number | boolean | null | undefined;

/** Characters a spreadsheet may read as the start of a formula (CSV injection, OWASP). */
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/**
 * One CSV field: text that a spreadsheet would run as a formula gets a leading `'`, and a field holding
 * a comma, quote or line break is quoted with its quotes doubled (RFC 4180). Numbers are ours, not
 * typed by visitors, so they are written as they are.
 */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'string') return String(cell);
  const text = formulaStart.test(cell) ? `'${cell}` : cell;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole document with CRLF line ends; the BOM makes spreadsheet apps read it as UTF-8 (é, ü). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
