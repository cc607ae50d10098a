import { APPLICATION_STATUSES, type ApplicationStatus } from '@app/shared/careers';
import { CTC_NOT_APPLICABLE } from '@app/shared/constants';
import { formatRupees } from '@app/shared/currency';
import { MESSAGES } from '@app/shared/messages';
import type { ApplicationView } from '@app/shared/schemas/careers-admin';
import { staffDateTime } from '@app/shared/staff-time';
import { Anchor, Button, Divider, Drawer, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useStaffZone } from '../../../lib/staff-zone';
import { getResumeDownload } from '../api/get-resume-download';
import { useUpdateApplication } from '../api/update-application';

export function formatCtc(value: ApplicationView['currentCTC']): string {
  return value === CTC_NOT_APPLICABLE ? CTC_NOT_APPLICABLE : formatRupees(value);
}

/** Opens a presigned link (valid for minutes) so the browser downloads the resume from the private bucket. */
async function downloadResume(application: ApplicationView): Promise<void> {
  try {
    const link = await getResumeDownload(application.id);
    const a = document.createElement('a');
    a.href = link.url;
    a.download = link.fileName;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  } catch (error) {
    notifyApiError(error, 'Could not prepare the resume download. Please try again.');
  }
}

/** One application: details, resume download, the status pipeline and notes. */
export function ApplicationDrawer({
  application,
  onClose,
  onUpdated,
}: {
  application: ApplicationView | null;
  onClose: () => void;
  onUpdated: (a: ApplicationView) => void;
}) {
  const zone = useStaffZone();
  // The status to move to (null: unchanged) and a note to add, as one small @mantine/form.
  const form = useForm({ initialValues: { status: null as ApplicationStatus | null, note: '' } });
  const { status, note } = form.values;
  const setStatus = (next: ApplicationStatus | null) => form.setFieldValue('status', next);
  const setNote = (next: string) => form.setFieldValue('note', next);
  const [saving, setSaving] = useState(false);
  const updateApplication = useUpdateApplication();
  const a = application;

  const save = async () => {
    if (!a) return;
    const next = status && status !== a.status ? status : undefined;
    if (!next && !note.trim()) return;
    setSaving(true);
    try {
      const updated = await updateApplication.run(a.id, {
        ...(next ? { status: next, expectedStatus: a.status } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      notifications.show({ color: 'green', title: 'Success', message: 'Application updated' });
      setNote('');
      setStatus(null);
      onUpdated(updated);
    } catch (error) {
      notifyApiError(error, MESSAGES.errorSubmittingFormTryAgain);
    } finally {
      setSaving(false);
    }
  };

  const rows: [string, string | undefined][] = a
    ? [
        ['Applied for', a.jobTitle],
        ['Email', a.email],
        ['Mobile number', a.phoneNumber],
        ['Current CTC', formatCtc(a.currentCTC)],
        ['Expected CTC', formatCtc(a.expectedCTC)],
        ['Notice period', a.noticePeriod],
        ['Applied on', staffDateTime(a.dateRaised, zone)],
        ['Cover letter', a.coverLetter],
      ]
    : [];
  return (
    <Drawer opened={a !== null} onClose={onClose} position="right" size="lg" title={a?.fullName ?? ''}>
      {a ? (
        <Stack gap="sm">
          {rows
            .filter(([, v]) => v)
            .map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed" fw={700} tt="uppercase">
                  {label}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{value}</Text>
              </div>
            ))}
          <Group>
            <Button variant="light" onClick={() => downloadResume(a)}>
              Download resume (PDF)
            </Button>
            <Anchor href={`mailto:${a.email}`}>Reply by e-mail</Anchor>
          </Group>
          <Divider label="Pipeline" />
          <Select
            label="Status"
            data={[...APPLICATION_STATUSES]}
            value={status ?? a.status}
            onChange={(v) => setStatus(v as ApplicationStatus | null)}
            allowDeselect={false}
          />
          <Textarea
            label="Add a note"
            rows={2}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Button onClick={save} loading={saving} style={{ alignSelf: 'flex-start' }}>
            Save
          </Button>
          {a.notes.length > 0 ? <Divider label="History" /> : null}
          {[...a.notes].reverse().map((n) => (
            <Text key={`${n.at}-${n.by}`} size="sm">
              <strong>{staffDateTime(n.at, zone)}</strong> · {n.by}
              {n.status ? ` · moved to ${n.status}` : ''}
              {n.text ? ` — ${n.text}` : ''}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Drawer>
  );
}
