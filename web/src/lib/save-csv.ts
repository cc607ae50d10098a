import { csvDocument } from '@app/shared/csv';

/** Saves rows the screen already holds as a CSV file (formula-safe cells, shared/src/csv.ts). */
export function saveCsv(
  name: string,
  rows: ReadonlyArray<ReadonlyArray<string | number | undefined | null>>,
) {
  const url = URL.createObjectURL(new Blob([csvDocument(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
