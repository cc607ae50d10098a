import { MESSAGES } from '@app/shared/messages';
import { PAGE_FIELD_LABELS } from '@app/shared/pages/page-messages';
import { fieldChanges } from '@app/shared/revisions';
import { Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import {
  StaleVersionAlert,
  staleVersionMessage,
} from '../../../components/stale-version/stale-version-alert';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { useWrite } from '../../../lib/use-write';
import { PAGES_KEY, type PageDocument } from '../api/pages';
import { type PageRevision, restorePage, usePageRevisions } from '../api/revisions';
import { FieldDiff } from './field-diff';

const when = (iso: string) =>
  iso
    ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    : 'Before the first save';

/**
 * A page's History: its kept versions newest first (who, when, what changed),
 * each comparable field by field with the version before it, and restorable
 * as a new version (after a confirmation).
 */
export function PageHistory({ page, onRestored }: { page: PageDocument; onRestored: () => void }) {
  const revisions = usePageRevisions(page.id, true);
  const [open, setOpen] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<PageRevision | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const restore = useWrite(restorePage, [PAGES_KEY]);
  const items = revisions.data?.items ?? [];

  async function run(revision: PageRevision) {
    try {
      await restore.run(page.id, revision.version, page.version);
      notifications.show({ color: 'green', message: `Version ${revision.version} restored` });
      setConfirm(null);
      onRestored();
    } catch (error) {
      setConfirm(null);
      const staleMessage = staleVersionMessage(error);
      if (staleMessage) return setStale(staleMessage);
      notifications.show({ color: 'red', message: apiErrorMessage(error, MESSAGES.somethingWentWrong) });
    }
  }

  if (revisions.isPending) return <Loader aria-label="Loading history" />;
  if (revisions.error)
    return <Text c="red">{apiErrorMessage(revisions.error, MESSAGES.somethingWentWrong)}</Text>;
  if (items.length === 0)
    return <Text size="sm">No saved versions yet: the page shows its original text.</Text>;
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
                  {r.version === page.version ? <Badge variant="light">Current</Badge> : null}
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
                {r.version === page.version ? null : (
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
                {older ? (
                  <FieldDiff changes={fieldChanges(older.content, r.content, PAGE_FIELD_LABELS)} />
                ) : null}
              </Stack>
            ) : null}
          </Card>
        );
      })}
      <ConfirmDialog
        opened={confirm !== null}
        title={`Restore version ${confirm?.version ?? ''}?`}
        confirmLabel="Restore"
        busy={restore.isPending}
        onConfirm={() => confirm && void run(confirm)}
        onCancel={() => setConfirm(null)}
      >
        {`Its text is saved as a new version and goes live on ${page.path} at once. The current text stays in the history.`}
      </ConfirmDialog>
    </Stack>
  );
}
