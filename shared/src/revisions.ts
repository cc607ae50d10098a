/**
 * Revision history of content records (issue 31): how many versions are kept,
 * the one-line summary of a save and the field-by-field diff the History
 * drawer shows. Shared so the summary the server stores and the diff the
 * browser shows name fields the same way.
 */

import { CONTENT_VERSIONS_KEPT } from './retention';

/** Versions kept per record (older ones are pruned on save); the retention table's row 'contentRevision'. */
export const REVISIONS_KEPT = CONTENT_VERSIONS_KEPT;
const SUMMARY_MAX = 200;

/** ours: the one-line summary of a restore and of the seed's revision. */
export const REVISION_TEXTS = {
  restored: (version: number) => `Restored version ${version}`,
  original: 'Original text',
  created: 'Created',
  closed: 'Closed the job',
  reopened: 'Reopened the job',
  /** A scheduled unpublish the sweep ran (issue 31), by SCHEDULE_AUTHOR. */
  unpublished: 'Unpublished as scheduled',
  scheduleBy: 'Schedule',
  /** The author of the seed's revision (the text the site was built with). */
  originalBy: 'Site build',
  unknownRevision: 'This version is no longer kept.',
} as const;

export interface FieldChange {
  readonly path: string;
  readonly label: string;
  readonly before: string | undefined;
  readonly after: string | undefined;
}

type Labels = Readonly<Record<string, string>>;

/** Every string leaf with its dotted path (faqs.1.answer). */
function leaves(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    out.set(path, String(value));
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) leaves(v, `${path}.${i}`, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, out);
  return out;
}

/** "faqs.1.answer" → "FAQ 2: answer" with labels { faqs: 'FAQ' }. */
export function fieldLabel(path: string, labels: Labels): string {
  const [head = '', index, ...rest] = path.split('.');
  const name = labels[head] ?? head;
  if (index === undefined) return name;
  if (!/^\d{1,4}$/.test(index)) return `${name}: ${[index, ...rest].join(' ')}`;
  const tail = rest.join(' ');
  return tail ? `${name} ${Number(index) + 1}: ${tail}` : `${name} ${Number(index) + 1}`;
}

/** The fields whose text differs between two versions, in document order. */
export function fieldChanges(before: unknown, after: unknown, labels: Labels = {}): FieldChange[] {
  const a = leaves(before, '', new Map());
  const b = leaves(after, '', new Map());
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  return paths
    .filter((p) => a.get(p) !== b.get(p))
    .map((path) => ({ path, label: fieldLabel(path, labels), before: a.get(path), after: b.get(path) }));
}

/** One line: "Changed FAQ 2: answer and Headline" (at most 200 characters). */
export function changeSummary(before: unknown, after: unknown, labels: Labels = {}): string {
  const changes = fieldChanges(before, after, labels);
  if (changes.length === 0) return 'Saved without changes';
  const names = [...new Set(changes.map((c) => c.label))];
  const shown = names.slice(0, 3).join(', ');
  const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
  const line = `Changed ${shown}${more}`;
  return line.length > SUMMARY_MAX ? `${line.slice(0, SUMMARY_MAX - 1)}…` : line;
}

export interface DiffPart {
  readonly text: string;
  readonly kind: 'same' | 'added' | 'removed';
}

/** Words beyond this many on either side are compared as one block (the LCS table stays small). */
const DIFF_WORDS = 600;

/** A word-level text diff (longest common subsequence) for long fields. */
export function textDiff(before: string, after: string): DiffPart[] {
  const a = before.split(/(\s+)/);
  const b = after.split(/(\s+)/);
  if (a.length > DIFF_WORDS || b.length > DIFF_WORDS)
    return [
      { text: before, kind: 'removed' },
      { text: after, kind: 'added' },
    ];
  const rows = a.length + 1;
  const cols = b.length + 1;
  const lcs = new Uint16Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i * cols + j] =
        a[i] === b[j]
          ? (lcs[(i + 1) * cols + j + 1] ?? 0) + 1
          : Math.max(lcs[(i + 1) * cols + j] ?? 0, lcs[i * cols + j + 1] ?? 0);
  const parts: DiffPart[] = [];
  const push = (text: string, kind: DiffPart['kind']) => {
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) parts[parts.length - 1] = { text: last.text + text, kind };
    else parts.push({ text, kind });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(a[i] ?? '', 'same');
      i++;
      j++;
    } else if ((lcs[(i + 1) * cols + j] ?? 0) >= (lcs[i * cols + j + 1] ?? 0)) push(a[i++] ?? '', 'removed');
    else push(b[j++] ?? '', 'added');
  }
  while (i < a.length) push(a[i++] ?? '', 'removed');
  while (j < b.length) push(b[j++] ?? '', 'added');
  return grouped(parts.filter((p) => p.text !== ''));
}

/**
 * Readable runs: a space shared between two changes joins them, and each run
 * shows all its removed words, then all its added words ("eight to twelve" →
 * "ten", not word by word interleaved).
 */
function grouped(parts: readonly DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) out.push({ text: removed, kind: 'removed' });
    if (added) out.push({ text: added, kind: 'added' });
    removed = '';
    added = '';
  };
  parts.forEach((part, k) => {
    const between =
      (removed || added) && part.kind === 'same' && part.text.trim() === '' && k < parts.length - 1;
    if (part.kind === 'removed') removed += part.text;
    else if (part.kind === 'added') added += part.text;
    else if (between) {
      removed += part.text;
      added += part.text;
    } else {
      flush();
      out.push(part);
    }
  });
  flush();
  return out;
}
