import { ACTIVITY_LABELS, LOGGED_ACTIVITY_TYPES, type LoggedActivityType } from '@app/shared/deals';
import { MESSAGES } from '@app/shared/messages';
import type { Deal, DealWithActivities } from '@app/shared/schemas/deal';
import { isStaleVersionError } from '@app/shared/schemas/record-version';
import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { isApiError } from '../../../lib/api-error';
import { apiErrorMessage, notifyApiError } from '../../../lib/notify-api-error';
import { addActivity } from '../api/add-activity';
import { deleteDeal } from '../api/delete-deal';
import { getDeal } from '../api/get-deal';
import { createDeal, type DealFields, updateDeal } from '../api/save-deal';
import { DealForm, draftOf } from './deal-form';

interface Props {
  /** A deal id to open, or 'new'. */
  open: string | null;
  onClose: () => void;
  onChanged: (deal?: Deal) => void;
}

/** One deal: its form (create or edit with the version), its activity timeline, delete. */
export function DealDrawer({ open, onClose, onChanged }: Props) {
  const [deal, setDeal] = useState<DealWithActivities | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const staleRef = useRef<HTMLDivElement>(null);
  // The message sits at the top; a stale save or delete is clicked further down: bring it into view.
  useEffect(() => {
    if (stale) staleRef.current?.scrollIntoView({ block: 'nearest' });
  }, [stale]);
  const [activity, setActivity] = useState<{ type: LoggedActivityType; text: string }>({
    type: 'call',
    text: '',
  });

  const load = useCallback(async (id: string) => {
    try {
      setDeal(await getDeal(id));
      setStale(null);
      setErrors({});
      setFormKey((k) => k + 1);
    } catch (e) {
      notifyApiError(e, 'Could not load the deal');
    }
  }, []);
  useEffect(() => {
    setDeal(null);
    setStale(null);
    setErrors({});
    if (open && open !== 'new') void load(open);
  }, [open, load]);

  const save = async (fields: DealFields) => {
    setSaving(true);
    try {
      const saved = deal ? await updateDeal(deal, fields) : await createDeal(fields);
      notifications.show({ color: 'green', message: 'Deal saved' });
      onChanged(saved);
      await load(saved.id);
    } catch (e) {
      if (isApiError(e) && isStaleVersionError(e)) setStale(e.errors.version ?? e.message);
      else if (isApiError(e) && Object.keys(e.errors).length > 0) setErrors(e.errors);
      else notifyApiError(e, 'Could not save the deal');
    } finally {
      setSaving(false);
    }
  };

  const log = async () => {
    if (!deal || !activity.text.trim()) return;
    try {
      await addActivity(deal.id, { type: activity.type, text: activity.text.trim() });
      setActivity({ ...activity, text: '' });
      const fresh = await getDeal(deal.id);
      setDeal({ ...deal, activities: fresh.activities });
    } catch (e) {
      notifyApiError(e, 'Could not log the activity');
    }
  };

  const remove = async () => {
    if (!deal) return;
    setDeleting(true);
    try {
      await deleteDeal(deal);
      setConfirmingDelete(false);
      onChanged();
      onClose();
    } catch (e) {
      setConfirmingDelete(false);
      // Changed since it was opened: nothing is deleted; the member reloads and decides again.
      if (isApiError(e) && isStaleVersionError(e)) setStale(e.errors.version ?? e.message);
      else notifications.show({ color: 'red', message: apiErrorMessage(e, 'Could not delete the deal') });
    } finally {
      setDeleting(false);
    }
  };

  const loading = open && open !== 'new' && !deal;
  return (
    <Drawer
      opened={open !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        // The drawer's title is already an h2: styled text inside it, not a second heading.
        <Text component="span" fw={700} fz="h3">
          {deal ? deal.title : 'New deal'}
        </Text>
      }
    >
      {loading && <Loader aria-label="Loading the deal" />}
      {!loading && (
        <Stack gap="md">
          {stale && (
            // Scrolled to below the drawer's sticky header.
            <Alert ref={staleRef} color="orange" title="This deal changed" style={{ scrollMarginTop: 80 }}>
              <Text size="sm">{stale}</Text>
              <Button size="xs" mt="xs" onClick={() => deal && load(deal.id)}>
                Reload
              </Button>
            </Alert>
          )}
          {deal?.leadId && (
            <Text size="sm" c="dimmed">
              From a {deal.leadKind === 'contact' ? 'contact' : 'meeting'} lead · the lead's status follows
              this deal
            </Text>
          )}
          <DealForm
            key={formKey}
            initial={draftOf(deal ?? undefined)}
            errors={errors}
            saving={saving}
            onSubmit={save}
          />
          {deal && (
            <>
              <Divider label="Activity" labelPosition="left" />
              <Group align="flex-end" wrap="wrap" gap="xs">
                <NativeSelect
                  label="Log"
                  value={activity.type}
                  data={LOGGED_ACTIVITY_TYPES.map((t) => ({ value: t, label: ACTIVITY_LABELS[t] }))}
                  onChange={(e) =>
                    setActivity({ ...activity, type: e.currentTarget.value as LoggedActivityType })
                  }
                />
                <Textarea
                  label="What happened"
                  autosize
                  minRows={1}
                  style={{ flex: 1, minWidth: 200 }}
                  value={activity.text}
                  onChange={(e) => setActivity({ ...activity, text: e.currentTarget.value })}
                />
                <Button variant="default" onClick={log} disabled={!activity.text.trim()}>
                  Add
                </Button>
              </Group>
              <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {deal.activities.map((a) => (
                  <li key={a.id}>
                    <Text size="sm">
                      <b>{ACTIVITY_LABELS[a.type]}</b> · {a.text}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {new Date(a.at).toLocaleString()} · {a.by}
                    </Text>
                  </li>
                ))}
              </Stack>
              <Button
                color="red"
                variant="subtle"
                onClick={() => setConfirmingDelete(true)}
                style={{ alignSelf: 'flex-start' }}
              >
                Delete deal
              </Button>
            </>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirmingDelete}
        title="Delete this deal?"
        confirmLabel="Delete"
        busyLabel={MESSAGES.deleting}
        busy={deleting}
        danger
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      >
        {`"${deal?.title ?? ''}" and its activity are removed for everyone. It cannot be undone.`}
      </ConfirmDialog>
    </Drawer>
  );
}
