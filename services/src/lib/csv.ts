import * as clock from '@app/shared/clock';

export { csvCell } from '@app/shared/csv';

/** A CSV download: BOM for spreadsheets, CRLF lines, never cached. */
export function csvResponse(name: string, lines: string[], rows: number, truncated: boolean) {
  return {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${clock.now().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
      'x-export-rows': String(rows),
      'x-export-truncated': String(truncated),
    },
    rawBody: `\uFEFF${lines.join('\r\n')}\r\n`,
  };
}
