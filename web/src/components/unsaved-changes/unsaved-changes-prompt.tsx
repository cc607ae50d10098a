import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { useUnsavedChanges } from './use-unsaved-changes';

/** ours */
const UNSAVED_CHANGES = {
  title: 'Leave without saving?',
  text: 'You have changes that are not saved. If you leave now, they are lost.',
  leave: 'Leave without saving',
} as const;

/** The "unsaved changes" question of an edit form (see useUnsavedChanges). */
export function UnsavedChangesPrompt({ isDirty }: { isDirty: () => boolean }) {
  const { asking, leave, stay } = useUnsavedChanges(isDirty);
  return (
    <ConfirmDialog
      opened={asking}
      title={UNSAVED_CHANGES.title}
      confirmLabel={UNSAVED_CHANGES.leave}
      danger
      onConfirm={leave}
      onCancel={stay}
    >
      {UNSAVED_CHANGES.text}
    </ConfirmDialog>
  );
}
