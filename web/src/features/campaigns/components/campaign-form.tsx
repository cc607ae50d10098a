import {
  CAMPAIGN_CHANNELS,
  type Campaign,
  type CampaignChannel,
  CHANNEL_UTM_DEFAULTS,
  campaignInputSchema,
} from '@app/shared/schemas/campaign';
import { slugify } from '@app/shared/slug';
import {
  Alert,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormErrorSummary, useErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import { FormFooter } from '../../../components/form-footer';
import { isApiError } from '../../../lib/api-error';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useSaveCampaign } from '../api/save-campaign';

export interface CampaignDraft {
  name: string;
  channel: CampaignChannel;
  utmCampaign: string;
  utmSource: string;
  utmMedium: string;
  startDate: string;
  endDate: string;
  budget: number | '';
  spend: number | '';
  landingPage: string;
  notes: string;
}

export function draftOf(c: Partial<Campaign> & { utmCampaign?: string }, today: string): CampaignDraft {
  const channel = c.channel ?? 'Email';
  return {
    name: c.name ?? '',
    channel,
    utmCampaign: c.utmCampaign ?? '',
    utmSource: c.utmSource ?? CHANNEL_UTM_DEFAULTS[channel].source,
    utmMedium: c.utmMedium ?? CHANNEL_UTM_DEFAULTS[channel].medium,
    startDate: c.startDate ?? today,
    endDate: c.endDate ?? '',
    budget: c.budget ?? '',
    spend: c.spend ?? '',
    landingPage: c.landingPage ?? '/',
    notes: c.notes ?? '',
  };
}

/** What the API takes: an empty budget or spend left out. */
const inputOf = (draft: CampaignDraft) => ({
  ...draft,
  budget: draft.budget === '' ? undefined : draft.budget,
  spend: draft.spend === '' ? undefined : draft.spend,
});
const resolve = schemaResolver(campaignInputSchema);

interface Props {
  opened: boolean;
  initial: CampaignDraft;
  existing?: Campaign;
  onClose: () => void;
  onSaved: (saved: Campaign) => void;
}

/** Create or edit a campaign; an edit sends the version it was opened at, so a stale save gets 409. */
export function CampaignForm({ opened, initial, existing, onClose, onSaved }: Props) {
  const form = useForm<CampaignDraft>({
    initialValues: initial,
    validate: (values) => resolve(inputOf(values)),
  });
  const draft = form.values;
  const errors = form.errors as Record<string, string>;
  const [conflict, setConflict] = useState<string | null>(null);
  const saveCampaign = useSaveCampaign();
  const saving = saveCampaign.isPending;
  const set = (patch: Partial<CampaignDraft>) => form.setValues(patch);
  const field = (name: keyof CampaignDraft) => form.getInputProps(name);

  const summary = useErrorSummary();
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await saveCampaign.run(
        campaignInputSchema.parse(inputOf(values)),
        existing && { id: existing.id, version: existing.version },
      );
      notifications.show({ color: 'green', message: existing ? 'Campaign updated' : 'Campaign created' });
      onSaved(saved);
    } catch (error) {
      if (isApiError(error) && error.status === 409 && !error.errors?.utmCampaign) setConflict(error.message);
      else if (isApiError(error) && Object.keys(error.errors).length > 0) {
        form.setErrors(error.errors);
        summary.failed();
      } else
        notifications.show({
          color: 'red',
          title: 'Error',
          message: apiErrorMessage(error, 'Could not save the campaign'),
        });
    }
  }, summary.failed);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={existing ? `Edit ${existing.name}` : 'New campaign'}
      size="lg"
      centered
    >
      <form ref={summary.formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
          {conflict && (
            <Alert color="yellow" title="Changed by someone else">
              {conflict}
            </Alert>
          )}
          <TextInput
            label="Name"
            required
            value={draft.name}
            error={errors.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              set({
                name,
                ...(existing || draft.utmCampaign !== slugify(draft.name)
                  ? {}
                  : { utmCampaign: slugify(name) }),
              });
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label="Channel"
              value={draft.channel}
              data={[...CAMPAIGN_CHANNELS]}
              error={errors.channel}
              onChange={(e) => {
                const channel = e.currentTarget.value as CampaignChannel;
                set({
                  channel,
                  utmSource: CHANNEL_UTM_DEFAULTS[channel].source,
                  utmMedium: CHANNEL_UTM_DEFAULTS[channel].medium,
                });
              }}
            />
            <TextInput
              label="UTM campaign"
              required
              description="utm_campaign of every link of this campaign"
              {...field('utmCampaign')}
            />
            <TextInput label="UTM source" {...field('utmSource')} />
            <TextInput label="UTM medium" {...field('utmMedium')} />
            <TextInput label="Start date" type="date" required {...field('startDate')} />
            <TextInput label="End date" type="date" min={draft.startDate} {...field('endDate')} />
            <NumberInput
              label="Budget (₹)"
              min={0}
              thousandSeparator=","
              value={draft.budget}
              error={errors.budget}
              onChange={(v) => set({ budget: typeof v === 'number' ? v : '' })}
            />
            <NumberInput
              label="Spend so far (₹)"
              min={0}
              thousandSeparator=","
              value={draft.spend}
              error={errors.spend}
              onChange={(v) => set({ spend: typeof v === 'number' ? v : '' })}
            />
          </SimpleGrid>
          <TextInput
            label="Landing page"
            required
            description="A path on this site, e.g. /lets-connect"
            {...field('landingPage')}
          />
          <Textarea label="Notes" rows={2} {...field('notes')} />
          <FormFooter
            submitLabel={existing ? 'Save changes' : 'Create campaign'}
            saving={saving}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
