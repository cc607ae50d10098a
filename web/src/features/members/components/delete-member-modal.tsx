import { MESSAGES } from '@app/shared/constants';
import type { MemberSummary } from '@app/shared/schemas/member';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDeleteMember } from '../api/delete-member';
import { notifyFailure, notifySuccess } from './outcome';

/** Confirmation before deleting; shows Deleting... during the call (SPEC §4). */
export function DeleteMemberModal({
  member,
  onClose,
  onDeleted,
}: {
  member: MemberSummary | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const deleteMember = useDeleteMember();
  const deleting = deleteMember.isPending;

  async function confirm() {
    if (!member) return;
    try {
      await deleteMember.run(member.email);
      notifySuccess(MESSAGES.memberDeleted);
      onDeleted();
      onClose();
    } catch (error) {
      notifyFailure(error, { failed: MESSAGES.failedToDeleteMember, error: MESSAGES.errorDeletingMember });
    }
  }

  return (
    <Modal opened={member !== null} onClose={onClose} title="Delete member" centered>
      <Stack>
        <Text>
          Delete <strong>{member?.email}</strong>? They will no longer be able to sign in. This cannot be
          undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} disabled={deleting}>
            {deleting ? MESSAGES.deleting : 'Delete'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
