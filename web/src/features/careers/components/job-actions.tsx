import { CAREERS_MESSAGES, jobToday } from '@app/shared/careers';
import { MESSAGES } from '@app/shared/messages';
import type { JobView } from '@app/shared/schemas/careers-admin';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { DEADLINE_ZONE_NOTE, staffDayFormatter } from '../../../lib/deadline-picker';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useDeleteJob } from '../api/delete-job';
import { useSetJobStatus } from '../api/set-job-status';

/**
 * Close or reopen a job (reopening one whose deadline passed asks for a new
 * deadline), and delete it after a confirmation dialog.
 */
export function JobActions({
  job,
  onChanged,
  onDeleted,
}: {
  job: JobView;
  onChanged: (job: JobView) => void;
  onDeleted: (jobId: string) => void;
}) {
  const setJobStatus = useSetJobStatus();
  const deleteJob = useDeleteJob();
  const [busy, setBusy] = useState<null | 'status' | 'delete'>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const [reopenAsk, setReopenAsk] = useState(false);
  const [deadline, setDeadline] = useState<string | null>(null);

  const changeStatus = async (action: 'close' | 'reopen', newDeadline?: string) => {
    setBusy('status');
    try {
      const result = await setJobStatus.run(job._id, action, newDeadline);
      notifications.show({ color: 'green', title: 'Success', message: result.message });
      setReopenAsk(false);
      setConfirmClose(false);
      onChanged(result.job);
    } catch (error) {
      notifyApiError(error, MESSAGES.errorSubmittingFormTryAgain);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('delete');
    try {
      const result = await deleteJob.run(job._id);
      notifications.show({ color: 'green', title: 'Success', message: result.message });
      setConfirmDelete(false);
      onDeleted(job._id);
    } catch (error) {
      notifyApiError(error, MESSAGES.deleteFailed);
    } finally {
      setBusy(null);
    }
  };

  const onReopen = () => {
    if (job.displayStatus === 'closed' && job.deadline >= jobToday()) void changeStatus('reopen');
    else setReopenAsk(true);
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {job.status === 'open' ? (
        <Button
          size="xs"
          variant="light"
          color="gray"
          loading={busy === 'status'}
          onClick={() => setConfirmClose(true)}
        >
          Close
        </Button>
      ) : null}
      {job.displayStatus !== 'open' ? (
        <Button size="xs" variant="light" loading={busy === 'status'} onClick={onReopen}>
          Reopen
        </Button>
      ) : null}
      <Button size="xs" variant="light" color="red" onClick={() => setConfirmDelete(true)}>
        Delete
      </Button>
      <ConfirmDialog
        opened={confirmClose}
        title="Close this job?"
        confirmLabel="Close job"
        busy={busy === 'status'}
        onConfirm={() => void changeStatus('close')}
        onCancel={() => setConfirmClose(false)}
      >
        {`“${job.jobTitle}” stops taking applications, and its public page and sitemap entry are removed. You can reopen it later.`}
      </ConfirmDialog>
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title="Delete this job?">
        <Stack>
          <Text>
            “{job.jobTitle}” and its public page will be removed. Its applications stay in Job Queries. This
            cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button color="red" loading={busy === 'delete'} onClick={remove}>
              {busy === 'delete' ? MESSAGES.deleting : 'Delete'}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={reopenAsk} onClose={() => setReopenAsk(false)} title="Reopen with a new deadline">
        <Stack>
          <Text>{CAREERS_MESSAGES.reopenNeedsDeadline}</Text>
          <DatePickerInput
            label="New deadline"
            valueFormatter={staffDayFormatter}
            description={DEADLINE_ZONE_NOTE}
            minDate={jobToday()}
            value={deadline}
            onChange={setDeadline}
          />
          <Group justify="flex-end">
            <Button
              disabled={!deadline}
              loading={busy === 'status'}
              onClick={() => deadline && changeStatus('reopen', deadline)}
            >
              Reopen
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
