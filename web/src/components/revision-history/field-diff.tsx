import type { FieldChange } from '@app/shared/revisions';
import { textDiff } from '@app/shared/revisions';
import { Stack, Text } from '@mantine/core';

/** A long text is diffed word by word; a short one shows before → after. */
const LONG = 60;

function Changed({ change }: { change: FieldChange }) {
  const before = change.before ?? '';
  const after = change.after ?? '';
  if (before.length < LONG && after.length < LONG)
    return (
      <Text size="sm">
        <del>{before || '(empty)'}</del> → <ins>{after || '(empty)'}</ins>
      </Text>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {textDiff(before, after).map((part, i) => {
        // biome-ignore lint/suspicious/noArrayIndexKey: diff parts have no identity but their place
        if (part.kind === 'removed') return <del key={i}>{part.text}</del>;
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        if (part.kind === 'added') return <ins key={i}>{part.text}</ins>;
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        return <span key={i}>{part.text}</span>;
      })}
    </Text>
  );
}

/** Field-by-field changes between two versions (removed text struck through, added text underlined). */
export function FieldDiff({ changes }: { changes: readonly FieldChange[] }) {
  if (changes.length === 0) return <Text size="sm">No text differs from the current version.</Text>;
  return (
    <Stack gap="xs" aria-label="Changes">
      {changes.map((c) => (
        <div key={c.path}>
          <Text size="xs" fw={600}>
            {c.label}
          </Text>
          <Changed change={c} />
        </div>
      ))}
    </Stack>
  );
}
