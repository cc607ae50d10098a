import { MESSAGES } from '@app/shared/messages';
import { fieldChanges } from '@app/shared/revisions';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/notify-api-error';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { StaleVersionAlert, staleVersionMessage } from '../stale-version/stale-version-alert';
import { FieldDiff } from './field-diff';

/** One kept version of a content record (GET …/revisions). */
export interface RevisionItem {
  version: number;
  by: string;
  /** ISO instant; '' for the built-in text's revision. */
  at: string;
  summary: string;
  content: unknown;
}

const when = (iso: string) =>
  iso
    ? // The member's own zone, named (dateStyle and timeStyle refuse timeZoneName: a RangeError).
      new Date(iso).toLocaleString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      })
    : 'Before the first save';

/**
 * A record's History (issue 31): its kept versions newest first (who, when,
 * what changed), each comparable field by field with the version before it,
 * and restorable as a new version after a confirmation. Any content record's
 * editor shows it with its own revisions and restore call.
 */
export function RevisionHistory({
  items,
  currentVersion,
  labels,
  livePath,
  restore,
  onRestored,
}: {
  items: readonly RevisionItem[];
  currentVersion: number;
  labels: Readonly<Record<string, string>>;
  /** Where a restored text goes live (named in the confirmation). */
  livePath: string;
  restore: (revision: number) => Promise<unknown>;
  onRestored: () => void;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<RevisionItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState<string | null>(null);

  async function run(revision: RevisionItem) {
    setBusy(true);
    try {
      await restore(revision.version);
      notifications.show({ color: 'green', message: `Version ${revision.version} restored` });
      onRestored();
    } catch (error) {
      const staleMessage = staleVersionMessage(error);
      if (staleMessage) setStale(staleMessage);
      else notifications.show({ color: 'red', message: apiErrorMessage(error, MESSAGES.somethingWentWrong) });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  }

  if (items.length === 0) return <Text size="sm">No saved versions yet: the original text shows.</Text>;
  return (
    <Stack gap="sm" aria-label="History">
      <StaleVersionAlert message={stale} onReload={onRestored} onDismiss={() => setStale(null)} />
      {items.map((r, i) => {
        const older = items[i + 1];
        return (
          <Card key={r.version} withBorder padding="sm" aria-label={`Version ${r.version}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Group gap="xs">
                  <Text fw={600}>{`Version ${r.version}`}</Text>
                  {r.version === currentVersion ? <Badge variant="light">Current</Badge> : null}
                </Group>
                <Text size="sm">{r.summary}</Text>
                <Text size="xs" c="dimmed">{`${when(r.at)} · ${r.by}`}</Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setOpen(open === r.version ? null : r.version)}
                >
                  {open === r.version ? 'Hide changes' : 'Show changes'}
                </Button>
                {r.version === currentVersion ? null : (
                  <Button size="xs" variant="light" onClick={() => setConfirm(r)}>
                    Restore
                  </Button>
                )}
              </Group>
            </Group>
            {open === r.version ? (
              <Stack gap={4} mt="sm">
                <Text size="xs" c="dimmed">
                  {older ? `Compared with version ${older.version}` : 'The oldest version kept'}
                </Text>
                {older ? <FieldDiff changes={fieldChanges(older.content, r.content, labels)} /> : null}
              </Stack>
            ) : null}
          </Card>
        );
      })}
      <ConfirmDialog
        opened={confirm !== null}
        title={`Restore version ${confirm?.version ?? ''}?`}
        confirmLabel="Restore"
        busy={busy}
        onConfirm={() => confirm && void run(confirm)}
        onCancel={() => setConfirm(null)}
      >
        {`Its text is saved as a new version and goes live on ${livePath} at once. The current text stays in the history.`}
      </ConfirmDialog>
    </Stack>
  );
}
