import { MESSAGES } from '@app/shared/messages';
import { MODERATION, MODERATION_MESSAGES } from '@app/shared/schemas/moderation';
import { Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ZoneNote } from '../../../components/zone-note/zone-note';
import { pageTitle } from '../../../config/page-title';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { useDeleteModerations, useModerationData } from '../api/moderation';
import { itemKey, ModerationTable } from './moderation-table';

/** /admin/website-moderation: review recent submissions and pending content; delete what should go. */
export default function ModerationPage() {
  useDocumentTitle(pageTitle('Website Moderation'));
  const query = useModerationData();
  const data = query.data ?? null;
  const error = query.error ? apiErrorMessage(query.error, MESSAGES.somethingWentWrong) : null;
  const deleteModerations = useDeleteModerations();
  const deleting = deleteModerations.isPending;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const toggle = (keys: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const k of keys) on ? next.add(k) : next.delete(k);
      return next;
    });

  async function remove() {
    if (!data) return;
    const items = [...data.submissions, ...data.content]
      .filter((i) => selected.has(itemKey(i)))
      .map(({ kind, id }) => ({ kind, id }));
    try {
      const result = await deleteModerations.mutateAsync({ items });
      notifications.show({ color: 'green', message: MODERATION_MESSAGES.deleted(result.deleted.length) });
      setSelected(new Set());
      setConfirming(false);
    } catch (e) {
      notifications.show({
        color: 'red',
        title: MESSAGES.deleteFailed,
        message: apiErrorMessage(e, MESSAGES.deleteFailed),
      });
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Website Moderation</Title>
          <Text c="dimmed">
            Form submissions of the last {MODERATION.windowDays} days and content awaiting approval. Delete
            spam or content that should not go live.
          </Text>
          <ZoneNote />
        </div>
        <Button color="red" disabled={selected.size === 0} onClick={() => setConfirming(true)}>
          Delete selected ({selected.size})
        </Button>
      </Group>
      {error ? <Text c="red">{error}</Text> : null}
      {!data && !error ? <Loader aria-label="Loading moderation data" /> : null}
      {data ? (
        <>
          <Title order={2} size="h3">
            Recent form submissions
          </Title>
          <ModerationTable
            label="Recent form submissions"
            items={data.submissions}
            selected={selected}
            onToggle={toggle}
          />
          <Title order={2} size="h3">
            Content awaiting approval
          </Title>
          <ModerationTable
            label="Content awaiting approval"
            items={data.content}
            selected={selected}
            onToggle={toggle}
          />
        </>
      ) : null}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete the selected items?"
        centered
      >
        <Text mb="md">{selected.size} selected. They are removed for good.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={remove} disabled={deleting}>
            {deleting ? MESSAGES.deleting : 'Delete'}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
