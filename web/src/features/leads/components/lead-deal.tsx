import { DEAL_STAGE_LABELS } from '@app/shared/deals';
import type { LeadKind } from '@app/shared/leads';
import { can } from '@app/shared/permissions';
import type { LeadMeta } from '@app/shared/schemas/lead-admin';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-context';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useConvertLead } from '../api/convert-lead';

/** The lead's deal (its status follows it), or the button that makes one from the lead. */
export function LeadDeal({ kind, lead }: { kind: LeadKind; lead: LeadMeta }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const convertLead = useConvertLead();
  if (lead.deal)
    return (
      <Group gap="xs">
        <Text size="sm">
          Deal: <b>{DEAL_STAGE_LABELS[lead.deal.stage]}</b> — the lead's status follows it.
        </Text>
        <Anchor component={Link} to={`/admin/deals?deal=${encodeURIComponent(lead.deal.id)}`} size="sm">
          Open deal
        </Anchor>
      </Group>
    );
  if (!can(user?.roles ?? [], 'deals:write')) return null;
  const convert = async () => {
    setBusy(true);
    try {
      const deal = await convertLead.run(kind, lead.id);
      navigate(`/admin/deals?deal=${encodeURIComponent(deal.id)}`);
    } catch (e) {
      notifyApiError(e, 'Could not convert the lead');
      setBusy(false);
    }
  };
  return (
    <Button variant="light" onClick={convert} loading={busy} style={{ alignSelf: 'flex-start' }}>
      Convert to deal
    </Button>
  );
}
