import { MESSAGES } from '@app/shared/messages';
import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { useDeleteBlog } from '../api/delete-blog';

/** Delete with confirmation; "Deleting..." during the call (SPEC §4). */
export function DeleteBlogButton({
  id,
  title,
  onDeleted,
}: {
  id: string;
  title: string;
  onDeleted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const mutation = useDeleteBlog();
  const deleting = mutation.isPending;

  async function remove() {
    try {
      await mutation.mutateAsync(id);
      notifications.show({ color: 'green', message: MESSAGES.blogDeleted });
      setConfirming(false);
      onDeleted();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: MESSAGES.failedToDeleteBlog,
        message: apiErrorMessage(error, MESSAGES.failedToDeleteBlog),
      });
    }
  }

  return (
    <>
      <Button color="red" variant="light" onClick={() => setConfirming(true)} aria-label={`Delete ${title}`}>
        Delete
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete this blog?" centered>
        <Text mb="md">“{title}” will be removed from the website. This cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={remove} disabled={deleting}>
            {deleting ? MESSAGES.deleting : 'Delete'}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
