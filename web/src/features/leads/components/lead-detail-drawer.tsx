import { LEAD_STATUSES, type LeadKind, type LeadStatus } from '@app/shared/leads';
import type { LeadMeta } from '@app/shared/schemas/lead-admin';
import {
  Button,
  Divider,
  Drawer,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useResendNotification } from '../api/resend-notification';
import { useUpdateLead } from '../api/update-lead';
import { AttributionTable } from './lead-attribution';
import { LeadDeal } from './lead-deal';
import { LeadNotes } from './lead-notes';
import { LeadOwner } from './lead-owner';
import { NotificationBadge } from './lead-status-badges';

export type DetailRow = [label: string, value: string | undefined];

interface Props<T extends LeadMeta> {
  kind: LeadKind;
  lead: T | null;
  title: (lead: T) => string;
  rows: (lead: T) => DetailRow[];
  onClose: () => void;
  onChange: (lead: T) => void;
}

/** One lead: its fields, mail status with resend, and the status pipeline with notes. */
export function LeadDetailDrawer<T extends LeadMeta>({
  kind,
  lead,
  title,
  rows,
  onClose,
  onChange,
}: Props<T>) {
  // The status to set and a note to add, as one small @mantine/form (reset for each lead).
  const form = useForm({ initialValues: { status: 'New' as LeadStatus, note: '' } });
  const { status, note } = form.values;
  const setStatus = (next: LeadStatus) => form.setFieldValue('status', next);
  const setNote = (next: string) => form.setFieldValue('note', next);
  const [saving, setSaving] = useState(false);
  const [resending, setResending] = useState(false);
  const updateLead = useUpdateLead();
  const resendNotification = useResendNotification();

  // biome-ignore lint/correctness/useExhaustiveDependencies: each lead starts from its own status, without a note.
  useEffect(() => {
    form.setValues({ status: lead ? lead.status : 'New', note: '' });
  }, [lead]);

  if (!lead) return <Drawer opened={false} onClose={onClose} />;

  const save = async () => {
    setSaving(true);
    try {
      const updated = (await updateLead.run(kind, lead.id, {
        ...(status !== lead.status ? { status } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
        expectedStatus: lead.status,
      })) as T;
      onChange(updated);
      setNote('');
      notifications.show({ color: 'green', title: 'Saved', message: 'Lead updated' });
    } catch (error) {
      notifyApiError(error, 'Failed to update the lead');
    } finally {
      setSaving(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const result = await resendNotification.run(kind, lead.id);
      onChange({ ...lead, notification: result.notification });
      notifications.show({
        color: result.notification === 'sent' ? 'green' : 'red',
        title: 'Notification',
        message:
          result.notification === 'sent'
            ? 'Notification sent to the sales inbox'
            : 'The mail service is still failing',
      });
    } catch (error) {
      notifyApiError(error, 'Failed to resend the notification');
    } finally {
      setResending(false);
    }
  };

  const changed = status !== lead.status || note.trim() !== '';
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Title order={2} size="h3">
          {title(lead)}
        </Title>
      }
    >
      <Stack gap="md">
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {rows(lead)
              .filter(([, v]) => v)
              .map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={160}>{label}</Table.Th>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
        <LeadOwner key={lead.id} kind={kind} lead={lead} onChange={onChange} />
        <Divider label="Attribution" labelPosition="left" />
        <AttributionTable attribution={lead.attribution} />
        <Group justify="space-between">
          <Group gap="xs">
            <Text size="sm">Sales notification:</Text>
            <NotificationBadge state={lead.notification} />
          </Group>
          <Button
            size="xs"
            variant={lead.notification === 'sent' ? 'default' : 'filled'}
            loading={resending}
            onClick={resend}
          >
            Resend notification
          </Button>
        </Group>
        <Divider label="Deal" labelPosition="left" />
        <LeadDeal kind={kind} lead={lead} />
        <Divider />
        <NativeSelect
          label="Status"
          value={status}
          disabled={!!lead.deal}
          data={[...LEAD_STATUSES]}
          onChange={(e) => setStatus(e.currentTarget.value as LeadStatus)}
        />
        <Textarea label="Add a note" rows={2} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        <Button onClick={save} loading={saving} disabled={!changed} style={{ alignSelf: 'flex-start' }}>
          Save
        </Button>
        <Divider label="History" labelPosition="left" />
        <LeadNotes notes={lead.notes ?? []} />
      </Stack>
    </Drawer>
  );
}
