import { currencyOf, formatMoneyFull } from '@app/shared/currency';
import {
  ACTIVITY_LABELS,
  DEAL_STAGE_LABELS,
  LOGGED_ACTIVITY_TYPES,
  type LoggedActivityType,
} from '@app/shared/deals';
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
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { isApiError } from '../../../lib/api-error';
import { apiErrorMessage, notifyApiError } from '../../../lib/notify-api-error';
import { useAddActivity } from '../api/add-activity';
import { useDeleteDeal } from '../api/delete-deal';
import { dealKey, getDeal, useDeal } from '../api/get-deal';
import { type DealFields, useCreateDeal, useUpdateDeal } from '../api/save-deal';
import { DealActivities } from './deal-activities';
import { DealForm, draftOf } from './deal-form';

interface Props {
  /** A deal id to open, or 'new'. */
  open: string | null;
  onClose: () => void;
  onChanged: (deal?: Deal) => void;
}

/** One deal: its form (create or edit with the version), its activity timeline, delete. */
export function DealDrawer({ open, onClose, onChanged }: Props) {
  const client = useQueryClient();
  const dealQuery = useDeal(open);
  const deal = open && open !== 'new' ? (dealQuery.data ?? null) : null;
  const createDeal = useCreateDeal();
  const updateDeal = useUpdateDeal();
  const addActivity = useAddActivity();
  const deleteDeal = useDeleteDeal();
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

  // Reads the open deal again (after a save, or to take the latest after a 409): a fresh form.
  const reload = async () => {
    const { data } = await dealQuery.refetch();
    if (!data) return;
    setStale(null);
    setErrors({});
    setFormKey((k) => k + 1);
  };
  const loadError = dealQuery.error;
  useEffect(() => {
    if (loadError) notifyApiError(loadError, 'Could not load the deal');
  }, [loadError]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another deal (or none) starts clean.
  useEffect(() => {
    setStale(null);
    setErrors({});
  }, [open]);

  const save = async (fields: DealFields) => {
    setSaving(true);
    try {
      const saved = deal ? await updateDeal.run(deal, fields) : await createDeal.run(fields);
      notifications.show({ color: 'green', message: 'Deal saved' });
      onChanged(saved);
      // A new deal opens under its id (a fresh read); a saved one is read again here.
      if (deal) await reload();
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
      await addActivity.run(deal.id, { type: activity.type, text: activity.text.trim() });
      setActivity({ ...activity, text: '' });
      // Only the timeline changes: the form (and the version it was opened at) stays.
      const fresh = await getDeal(deal.id);
      client.setQueryData<DealWithActivities>(dealKey(deal.id), { ...deal, activities: fresh.activities });
    } catch (e) {
      notifyApiError(e, 'Could not log the activity');
    }
  };

  const remove = async () => {
    if (!deal) return;
    setDeleting(true);
    try {
      await deleteDeal.run(deal);
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
              <Button size="xs" mt="xs" onClick={() => void reload()}>
                Reload
              </Button>
            </Alert>
          )}
          {deal && (
            // The value in full with its currency ("$40,000"); the board shows it compact.
            <Text size="sm" aria-label="Deal value">
              <Text span fw={700} fz="lg" data-deal-value-full>
                {formatMoneyFull(deal.value, currencyOf(deal))}
              </Text>{' '}
              · {DEAL_STAGE_LABELS[deal.stage]} · {deal.probability}%
            </Text>
          )}
          {deal?.leadId && (
            <Text size="sm" c="dimmed">
              From a {deal.leadKind === 'contact' ? 'contact' : 'meeting'} lead · the lead's status follows
              this deal
            </Text>
          )}
          <DealForm
            key={`${open}:${formKey}`}
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
              <DealActivities activities={deal.activities} />
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
