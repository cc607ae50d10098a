/**
 * One CSV cell: always quoted, quotes doubled, and a leading = + - @ tab or
 * CR defused with an apostrophe so spreadsheets never run it as a formula.
 * Used by the server's exports and by the screens that export what they show.
 */
export function csvCell(value: string | number | undefined | null): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A CSV document: BOM for spreadsheets, CRLF lines. */
export function csvDocument(rows: ReadonlyArray<ReadonlyArray<string | number | undefined | null>>): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
