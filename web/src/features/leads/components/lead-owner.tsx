import * as clock from '@app/shared/clock';
import type { LeadKind } from '@app/shared/leads';
import { isOverdue, REPLY_PROMISE_TEXTS } from '@app/shared/reply-promise';
import { LEAD_OWNER_MESSAGES, type LeadMeta } from '@app/shared/schemas/lead-admin';
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useSalesMembers } from '../api/sales-members';
import { useUpdateLead } from '../api/update-lead';
import { formatRaised } from './lead-format';

/** "Overdue" when the lead is past its one-business-day promise and unanswered (shared/src/reply-promise.ts). */
export function OverdueBadge({ lead }: { lead: LeadMeta }) {
  if (!isOverdue(lead, clock.now())) return null;
  return (
    <Badge color="red" variant="filled" data-testid="overdue-badge">
      {REPLY_PROMISE_TEXTS.overdue}
    </Badge>
  );
}

/** The owner in a list cell: the e-mail's name part (the full address on hover and in the panel), or "Unassigned". */
export function OwnerCell({ owner }: { owner?: string }) {
  return (
    <Text size="xs" c="dimmed" title={owner} style={{ overflowWrap: 'anywhere' }}>
      {owner ? owner.split('@')[0] : LEAD_OWNER_MESSAGES.unassigned}
    </Text>
  );
}

interface Props<T extends LeadMeta> {
  kind: LeadKind;
  lead: T;
  onChange: (lead: T) => void;
}

/** The side panel's owner (changeable to another Sales member) and reply promise. */
export function LeadOwner<T extends LeadMeta>({ kind, lead, onChange }: Props<T>) {
  const members = useSalesMembers(true);
  const updateLead = useUpdateLead();
  const [saving, setSaving] = useState(false);
  const emails = (members.data?.items ?? []).map((m) => ({
    value: m.email,
    label: m.displayName ? `${m.displayName} (${m.email})` : m.email,
  }));
  // The current owner stays choosable even when not a Sales member (a SuperAdmin took the turn).
  const data =
    lead.owner && !emails.some((e) => e.value === lead.owner)
      ? [{ value: lead.owner, label: lead.owner }, ...emails]
      : emails;
  const hand = async (owner: string | null) => {
    if (!owner || owner === lead.owner) return;
    setSaving(true);
    try {
      onChange((await updateLead.run(kind, lead.id, { owner })) as T);
      notifications.show({ color: 'green', title: 'Saved', message: `Lead handed to ${owner}` });
    } catch (error) {
      notifyApiError(error, 'Failed to change the owner');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Owner"
        placeholder={LEAD_OWNER_MESSAGES.unassigned}
        data={data}
        value={lead.owner ?? null}
        onChange={hand}
        disabled={saving}
        searchable
        allowDeselect={false}
        style={{ flex: '1 1 16rem' }}
      />
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {lead.firstResponseAt
            ? `First response ${formatRaised(lead.firstResponseAt)}`
            : lead.responseDueAt
              ? `Reply due ${formatRaised(lead.responseDueAt)}`
              : ''}
        </Text>
        <OverdueBadge lead={lead} />
      </Stack>
    </Group>
  );
}
