import type { LeadNote } from '@app/shared/schemas/lead-admin';
import { Stack, Text } from '@mantine/core';
import { formatRaised } from './lead-format';

/** The status and notes history, newest first. */
export function LeadNotes({ notes }: { notes: LeadNote[] }) {
  if (notes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No notes yet.
      </Text>
    );
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {[...notes].reverse().map((note) => (
        <li key={`${note.at}-${note.by}`}>
          <Text size="xs" c="dimmed">
            {formatRaised(note.at)} · {note.by}
            {note.status ? ` · status → ${note.status}` : ''}
          </Text>
          {note.text ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.text}
            </Text>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}
