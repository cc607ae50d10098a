import type { FieldErrors } from '@app/shared/schemas/issues';
import {
  type SocialPostFields,
  type SocialPostView,
  socialPostInputSchema,
} from '@app/shared/schemas/social-post';
import {
  charactersLeft,
  EDITABLE_SOCIAL_STATUSES,
  NETWORKS,
  SOCIAL_NETWORKS,
  SOCIAL_STATUS_LABELS,
  type SocialNetwork,
  type SocialStatus,
} from '@app/shared/social';
import {
  Modal,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConfirmDeleteButton } from '../../../components/confirm-delete/confirm-delete-button';
import { FormFooter } from '../../../components/form-footer';
import {
  StaleVersionAlert,
  staleVersionMessage,
} from '../../../components/stale-version/stale-version-alert';
import { isApiError } from '../../../lib/api-error';
import { changedFields, followErrors } from '../../../lib/follow-errors';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useDeleteSocialPost } from '../api/delete-social-post';
import { socialPostQuery } from '../api/get-social-post';
import { useSaveSocialPost } from '../api/save-social-post';
import { fromLocalInput, toLocalInput } from './calendar-dates';
import { LinkPicker } from './link-picker';
import { statsText } from './post-badges';
import { ShareLinks } from './share-links';

export type Draft = Omit<SocialPostFields, 'scheduledAt' | 'status'> & {
  scheduledAt: string;
  status: SocialStatus;
};

export function draftOf(post: Partial<SocialPostView>, at: Date): Draft {
  return {
    network: post.network ?? 'linkedin',
    text: post.text ?? '',
    linkKind: post.linkKind ?? 'blog',
    linkRef: post.linkRef ?? '',
    linkUrl: post.linkUrl ?? '',
    scheduledAt: toLocalInput(post.scheduledAt ?? at.toISOString()),
    status: post.status ?? 'scheduled',
    campaign: post.campaign ?? '',
    postUrl: post.postUrl ?? '',
    notes: post.notes ?? '',
  };
}

/** What the API takes: the local time input as an instant. */
const inputOf = (draft: Draft) => ({ ...draft, scheduledAt: fromLocalInput(draft.scheduledAt) });
const resolve = schemaResolver(socialPostInputSchema);

interface Props {
  initial: Draft;
  existing?: SocialPostView;
  onClose: () => void;
  onSaved: () => void;
}

/** Plan or edit one post; the count against the network's limit is live, a stale save gets 409. */
export function SocialPostEditor({ initial, existing: opened, onClose, onSaved }: Props) {
  const [existing, setExisting] = useState(opened);
  const client = useQueryClient();
  // A post already due that stays due is saved as it is (its time has passed).
  const clientErrors = (values: Draft): FieldErrors =>
    existing?.status === 'due' && values.status === 'due' ? {} : (resolve(inputOf(values)) as FieldErrors);
  /** Errors only the server reported: they go when their field is edited. */
  const serverOnly = useRef(new Set<string>());
  const form = useForm<Draft>({
    initialValues: initial,
    validate: clientErrors,
    // Errors follow the values (an error goes when its field is valid, by whatever change), not any keystroke.
    clearInputErrorOnChange: false,
    onValuesChange: (next, previous) =>
      form.setErrors((e) =>
        followErrors(e as FieldErrors, clientErrors(next), changedFields(next, previous), serverOnly.current),
      ),
  });
  const draft = form.values;
  const errors = form.errors as Record<string, string>;
  const [stale, setStale] = useState<string | null>(null);
  const saveSocialPost = useSaveSocialPost();
  const deleteSocialPost = useDeleteSocialPost();
  const saving = saveSocialPost.isPending;
  const set = (patch: Partial<Draft>) => form.setValues(patch);
  const field = (name: keyof Draft) => form.getInputProps(name);
  const left = charactersLeft(draft.network, draft.text);
  const info = NETWORKS[draft.network];
  const statuses =
    existing?.status === 'due' ? [...EDITABLE_SOCIAL_STATUSES, 'due' as const] : EDITABLE_SOCIAL_STATUSES;

  const reload = async () => {
    if (!existing) return;
    const latest = await client.fetchQuery(socialPostQuery(existing.id));
    setExisting(latest);
    form.setValues(draftOf(latest, new Date()));
    setStale(null);
  };

  const submit = form.onSubmit(async (values) => {
    try {
      await saveSocialPost.run(
        inputOf(values) as SocialPostFields,
        existing && { id: existing.id, version: existing.version },
      );
      notifications.show({ color: 'green', message: existing ? 'Post updated' : 'Post planned' });
      onSaved();
    } catch (error) {
      const message = staleVersionMessage(error);
      if (message) setStale(message);
      else if (isApiError(error) && Object.keys(error.errors ?? {}).length > 0) {
        const known = clientErrors(values);
        serverOnly.current = new Set(Object.keys(error.errors ?? {}).filter((k) => !known[k]));
        form.setErrors(error.errors ?? {});
      } else
        notifications.show({
          color: 'red',
          title: 'Error',
          message: apiErrorMessage(error, 'Could not save the post'),
        });
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={existing ? 'Edit social post' : 'Plan a social post'}
      size="xl"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <StaleVersionAlert message={stale} onReload={reload} onDismiss={() => setStale(null)} />
          <SegmentedControl
            aria-label="Network"
            fullWidth
            value={draft.network}
            data={SOCIAL_NETWORKS.map((n) => ({ value: n, label: NETWORKS[n].label }))}
            onChange={(v) => set({ network: v as SocialNetwork })}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="sm">
              <Textarea
                label="Text"
                required
                autosize
                minRows={5}
                maxRows={12}
                {...field('text')}
                description={
                  <Text
                    span
                    size="xs"
                    c={left < 0 ? 'red' : 'dimmed'}
                    data-testid="char-count"
                    aria-live="polite"
                  >
                    {left >= 0
                      ? `${left} of ${info.limit} characters left`
                      : `${-left} over ${info.label}'s limit of ${info.limit}`}
                    {info.linkCost !== null ? ` (the link counts as ${info.linkCost})` : ''}
                  </Text>
                }
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
              {/* Stacked: a datetime-local input needs more than half the column. */}
              <Stack gap="sm">
                <TextInput label="Post at" type="datetime-local" required {...field('scheduledAt')} />
                <NativeSelect
                  label="Status"
                  value={draft.status}
                  data={statuses.map((s) => ({ value: s, label: SOCIAL_STATUS_LABELS[s] }))}
                  error={errors.status}
                  onChange={(e) => set({ status: e.currentTarget.value as SocialStatus })}
                />
              </Stack>
              {draft.status === 'posted' && (
                <TextInput label="Live post URL" required {...field('postUrl')} />
              )}
              <TextInput
                label="Campaign (utm_campaign)"
                description="Leave empty to use the post's own tag"
                {...field('campaign')}
              />
              <Textarea label="Notes" rows={2} {...field('notes')} />
            </Stack>
            <Stack gap="sm">
              <LinkPicker
                kind={draft.linkKind}
                linkRef={draft.linkRef ?? ''}
                linkUrl={draft.linkUrl ?? ''}
                errors={errors}
                saved={existing ? { linkUrl: existing.linkUrl, preview: existing.preview } : null}
                onChange={set}
              />
              {existing && (
                <Text size="sm" data-testid="post-stats">
                  Brought: <strong>{statsText(existing)}</strong>
                </Text>
              )}
              {existing && (existing.status === 'due' || existing.status === 'posted') && (
                <ShareLinks post={existing} />
              )}
            </Stack>
          </SimpleGrid>
          <FormFooter
            submitLabel={existing ? 'Save changes' : 'Plan post'}
            saving={saving}
            onCancel={onClose}
            start={
              existing && (
                <ConfirmDeleteButton
                  what="this social post"
                  onConfirm={() => deleteSocialPost.run(existing.id)}
                  onDeleted={onSaved}
                  success="Post deleted"
                />
              )
            }
          />
        </Stack>
      </form>
    </Modal>
  );
}
