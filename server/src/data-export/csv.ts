/** RFC 4180 with ';' (what Brazilian spreadsheets open by default), CRLF rows and a BOM so accents survive Excel. */
const SEPARATOR = ';';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A cell starting with = + - @ runs as a formula in a spreadsheet: the quote keeps it text.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(columns: readonly string[], rows: ReadonlyArray<Record<string, unknown>>): string {
  const lines = [columns.join(SEPARATOR), ...rows.map((row) => columns.map((c) => cell(row[c])).join(SEPARATOR))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
