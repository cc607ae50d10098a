import * as clock from '@app/shared/clock';
import type { LeadKind } from '@app/shared/leads';
import { isOverdue, REPLY_PROMISE_TEXTS } from '@app/shared/reply-promise';
import { LEAD_OWNER_MESSAGES, type LeadMeta } from '@app/shared/schemas/lead-admin';
import { FIRST_VERSION } from '@app/shared/schemas/record-version';
import { Alert, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { notifyApiError } from '../../../lib/notify-api-error';
import { getLead } from '../api/get-lead';
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
  // The server's stale message when someone changed the lead since it was read (409).
  const [stale, setStale] = useState<string | null>(null);
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
      // The version read: another tab handing it over meanwhile makes this one stale (409), not a silent overwrite.
      const version = lead.version ?? FIRST_VERSION;
      onChange((await updateLead.run(kind, lead.id, { owner, version })) as T);
      setStale(null);
      notifications.show({ color: 'green', title: 'Saved', message: `Lead handed to ${owner}` });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
      else notifyApiError(error, 'Failed to change the owner');
    } finally {
      setSaving(false);
    }
  };
  // Takes the lead as stored now (its owner and version), so the member decides again on what is there.
  const reload = async () => {
    try {
      onChange(await getLead<T>(kind, lead.id));
      setStale(null);
    } catch (error) {
      notifyApiError(error, 'Could not load the lead');
    }
  };
  return (
    <Stack gap="xs">
      {stale && (
        <Alert color="orange" title="This lead changed" data-testid="lead-owner-stale">
          <Text size="sm">{stale}</Text>
          <Button size="xs" mt="xs" onClick={() => void reload()}>
            Reload
          </Button>
        </Alert>
      )}
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
    </Stack>
  );
}
