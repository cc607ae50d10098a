import { SOURCE_LABELS, TRAFFIC_SOURCES } from '@app/shared/analytics';
import {
  CURRENCIES,
  CURRENCY_LABELS,
  CURRENCY_SYMBOLS,
  type Currency,
  DEFAULT_CURRENCY,
} from '@app/shared/currency';
import { DEAL_STAGE_LABELS, DEAL_STAGES } from '@app/shared/deals';
import { BUDGETS, INTEREST_OPTIONS } from '@app/shared/form-options';
import type { Deal } from '@app/shared/schemas/deal';
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { FormErrorSummary, useErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import type { DealFields } from '../api/save-deal';

const TEXT_FIELDS = ['title', 'company', 'contactName', 'contactEmail', 'owner', 'campaign'] as const;
const LABELS: Record<(typeof TEXT_FIELDS)[number], string> = {
  title: 'Title',
  company: 'Company',
  contactName: 'Contact',
  contactEmail: 'Contact e-mail',
  owner: 'Owner (member e-mail)',
  campaign: 'UTM campaign',
};

type Draft = Record<string, string | number>;

export function draftOf(deal?: Partial<Deal>): Draft {
  return {
    title: deal?.title ?? '',
    company: deal?.company ?? '',
    contactName: deal?.contactName ?? '',
    contactEmail: deal?.contactEmail ?? '',
    owner: deal?.owner ?? '',
    campaign: deal?.campaign ?? '',
    value: deal?.value ?? 0,
    currency: deal?.currency ?? DEFAULT_CURRENCY,
    stage: deal?.stage ?? 'qualified',
    probability: deal?.probability ?? '',
    expectedCloseDate: deal?.expectedCloseDate ?? '',
    interest: deal?.interest ?? '',
    budget: deal?.budget ?? '',
    source: deal?.source ?? '',
    notes: deal?.notes ?? '',
    reason: deal?.reason ?? '',
  };
}

interface Props {
  initial: Draft;
  errors: Record<string, string>;
  saving: boolean;
  onSubmit: (fields: DealFields) => void;
}

const options = (list: readonly string[], empty: string) => [
  { value: '', label: empty },
  ...list.map((v) => ({ value: v, label: v })),
];

/**
 * The deal's fields; '' clears an optional one. Only what changed is sent
 * (the title always); the server validates (with the shared deal schema) and
 * its field messages come back as `errors`: under their fields and in the
 * error summary at the top, which takes focus; a field's message goes once it is edited.
 */
export function DealForm({ initial, errors: refused, saving, onSubmit }: Props) {
  const form = useForm<Draft>({ initialValues: initial });
  const draft = form.values;
  const summary = useErrorSummary();
  const [errors, setErrors] = useState(refused);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each refused save (a new errors object) is one failed submit.
  useEffect(() => {
    setErrors(refused);
    if (Object.keys(refused).length > 0) summary.failed();
  }, [refused]);
  const set = (k: string, v: string | number) => {
    form.setFieldValue(k, v);
    setErrors(({ [k]: _edited, ...rest }) => rest);
  };
  const text = (k: string) => String(draft[k] ?? '');
  return (
    <form
      ref={summary.formRef}
      // The server's field messages show under the fields; the browser's own bubble once did for an empty title.
      noValidate
      onSubmit={form.onSubmit((values) => {
        const out: DealFields = {};
        for (const [k, v] of Object.entries(values)) {
          if (k === 'probability' && v === '') continue;
          if (v !== initial[k] || k === 'title') out[k] = typeof v === 'string' ? v.trim() : v;
        }
        onSubmit(out);
      })}
    >
      <Stack gap="sm">
        <FormErrorSummary formRef={summary.formRef} errors={errors} attempt={summary.attempt} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {TEXT_FIELDS.map((k) => (
            <TextInput
              key={k}
              label={LABELS[k]}
              required={k === 'title'}
              value={text(k)}
              error={errors[k]}
              onChange={(e) => set(k, e.currentTarget.value)}
            />
          ))}
          <NativeSelect
            label="Currency"
            value={text('currency')}
            error={errors.currency}
            data={CURRENCIES.map((c) => ({ value: c, label: CURRENCY_LABELS[c] }))}
            onChange={(e) => set('currency', e.currentTarget.value)}
          />
          <NumberInput
            label={`Value (${CURRENCY_SYMBOLS[text('currency') as Currency] ?? ''})`}
            min={0}
            thousandSeparator=","
            value={Number(draft.value) || 0}
            error={errors.value}
            onChange={(v) => set('value', typeof v === 'number' ? v : 0)}
          />
          <NativeSelect
            label="Stage"
            value={text('stage')}
            error={errors.stage}
            data={DEAL_STAGES.map((s) => ({ value: s, label: DEAL_STAGE_LABELS[s] }))}
            onChange={(e) => set('stage', e.currentTarget.value)}
          />
          <NumberInput
            label="Probability (%)"
            min={0}
            max={100}
            value={draft.probability === '' ? '' : Number(draft.probability)}
            error={errors.probability}
            onChange={(v) => set('probability', typeof v === 'number' ? v : '')}
          />
          <TextInput
            label="Expected close date"
            type="date"
            value={text('expectedCloseDate')}
            error={errors.expectedCloseDate}
            onChange={(e) => set('expectedCloseDate', e.currentTarget.value)}
          />
          <NativeSelect
            label="Interest"
            value={text('interest')}
            data={options(INTEREST_OPTIONS, 'Not set')}
            onChange={(e) => set('interest', e.currentTarget.value)}
          />
          <NativeSelect
            label="Budget"
            value={text('budget')}
            data={options(BUDGETS, 'Not set')}
            onChange={(e) => set('budget', e.currentTarget.value)}
          />
          <NativeSelect
            label="Source"
            value={text('source')}
            data={[
              { value: '', label: 'Not set' },
              ...TRAFFIC_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] })),
            ]}
            onChange={(e) => set('source', e.currentTarget.value)}
          />
        </SimpleGrid>
        {(draft.stage === 'won' || draft.stage === 'lost') && (
          <TextInput
            label="Reason won or lost"
            required
            value={text('reason')}
            error={errors.reason}
            onChange={(e) => set('reason', e.currentTarget.value)}
          />
        )}
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          value={text('notes')}
          error={errors.notes}
          onChange={(e) => set('notes', e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={saving}>
            Save deal
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
