import { jobToday } from '@app/shared/careers';
import {
  EDUCATION_LEVELS,
  JOB_CATEGORIES,
  JOB_LEVELS,
  JOB_LOCATIONS,
  JOB_SCHEDULES,
  JOB_TYPES,
  MESSAGES,
} from '@app/shared/constants';
import { formatSalaryRange } from '@app/shared/currency';
import type { JobWriteResult } from '@app/shared/schemas/careers-admin';
import { type FieldErrors, fieldErrors } from '@app/shared/schemas/issues';
import { jobPostCreateSchema, jobPostSchema } from '@app/shared/schemas/job-post';
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { lazy, Suspense, useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import {
  StaleVersionAlert,
  staleVersionMessage,
} from '../../../components/stale-version/stale-version-alert';
import { ApiError } from '../../../lib/api-error';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useSaveJob } from '../api/save-job';
import { EMPTY_JOB_FORM, type JobFormValues, schemaInput } from './job-form-values';

// The shared admin editor, lazily loaded; without onImageUpload it has no image button.
const RichTextEditor = lazy(() => import('../../../components/rich-text-editor/rich-text-editor'));

const numberValue = (v: number | string): number | null => {
  if (typeof v === 'number') return v;
  const text = v.replace(/,/g, '').trim();
  return text === '' || Number.isNaN(Number(text)) ? null : Number(text);
};

/**
 * zod runs the cross-field rules only once every field is valid; the form
 * shows them at once, next to the other messages.
 */
function rangeErrors(values: JobFormValues): FieldErrors {
  const out: FieldErrors = {};
  const [sMin, sMax] = [numberValue(values.salaryMin), numberValue(values.salaryMax)];
  const [eMin, eMax] = [numberValue(values.experienceMin), numberValue(values.experienceMax)];
  if (sMin !== null && sMax !== null && sMin > sMax) out.salaryMax = MESSAGES.salaryRange;
  if (eMin !== null && eMax !== null && eMin > eMax) out.experienceMax = MESSAGES.experienceRange;
  return out;
}

/**
 * The post-job form (SPEC §3 "Job post", §9 options and defaults); edits a
 * job when `jobId` is given, at `version` (a stale save offers `onReload`).
 */
export function JobForm({
  jobId,
  version = 0,
  initial = EMPTY_JOB_FORM,
  onSaved,
  onReload,
}: {
  jobId?: string;
  version?: number;
  initial?: JobFormValues;
  onSaved: (result: JobWriteResult) => void;
  onReload?: () => void;
}) {
  const [values, setValues] = useState<JobFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const saveJob = useSaveJob();
  const set =
    <K extends keyof JobFormValues>(key: K) =>
    (value: JobFormValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors(({ [key]: _gone, ...rest }) => rest);
    };
  const text = (key: keyof JobFormValues) => ({
    value: values[key] as string,
    onChange: (e: { currentTarget: { value: string } }) => set(key)(e.currentTarget.value as never),
    error: errors[key],
  });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = (jobId ? jobPostSchema : jobPostCreateSchema).safeParse(schemaInput(values));
    if (!parsed.success) {
      setErrors({ ...rangeErrors(values), ...fieldErrors(parsed.error) });
      return;
    }
    setSaving(true);
    try {
      onSaved(await saveJob.run(parsed.data, jobId ? { jobId, version } : undefined));
    } catch (error) {
      const staleMessage = staleVersionMessage(error);
      if (staleMessage) return setStale(staleMessage);
      if (error instanceof ApiError) setErrors(error.errors);
      notifyApiError(error, MESSAGES.errorSubmittingFormTryAgain);
    } finally {
      setSaving(false);
    }
  };

  const salaryPreview = formatSalaryRange(numberValue(values.salaryMin), numberValue(values.salaryMax));
  return (
    <form noValidate onSubmit={onSubmit} aria-label={jobId ? 'Edit job' : 'Post a job'}>
      <Stack gap="md" maw={900}>
        <TextInput label="Job title" withAsterisk {...text('jobTitle')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Category"
            withAsterisk
            data={[...JOB_CATEGORIES]}
            value={values.category}
            onChange={set('category')}
            error={errors.category}
          />
          <NumberInput
            label="Number of openings"
            withAsterisk
            min={1}
            allowDecimal={false}
            value={values.numberOfOpenings}
            onChange={set('numberOfOpenings')}
            error={errors.numberOfOpenings}
          />
          <DatePickerInput
            label="Deadline"
            withAsterisk
            valueFormat="MMM D, YYYY"
            minDate={jobToday()}
            value={values.deadline}
            onChange={set('deadline')}
            error={errors.deadline}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Minimum experience (years)"
            min={0}
            value={values.experienceMin}
            onChange={set('experienceMin')}
            error={errors.experienceMin}
          />
          <NumberInput
            label="Maximum experience (years)"
            min={0}
            value={values.experienceMax}
            onChange={set('experienceMax')}
            error={errors.experienceMax}
          />
        </SimpleGrid>
        <MultiSelect
          label="Location"
          withAsterisk
          data={[...JOB_LOCATIONS]}
          value={values.location}
          onChange={set('location')}
          error={errors.location}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Job type"
            withAsterisk
            data={[...JOB_TYPES]}
            value={values.jobType}
            onChange={set('jobType')}
            error={errors.jobType}
          />
          <Select
            label="Schedule"
            withAsterisk
            data={[...JOB_SCHEDULES]}
            value={values.schedule}
            onChange={set('schedule')}
            error={errors.schedule}
          />
          <Select
            label="Education"
            withAsterisk
            data={[...EDUCATION_LEVELS]}
            value={values.education}
            onChange={set('education')}
            error={errors.education}
          />
          <Select
            label="Job level"
            withAsterisk
            data={[...JOB_LEVELS]}
            value={values.jobLevel}
            onChange={set('jobLevel')}
            error={errors.jobLevel}
          />
          <NumberInput
            label="Minimum salary (₹ per year)"
            withAsterisk
            min={0}
            thousandSeparator=","
            value={values.salaryMin}
            onChange={set('salaryMin')}
            error={errors.salaryMin}
          />
          <NumberInput
            label="Maximum salary (₹ per year)"
            withAsterisk
            min={0}
            thousandSeparator=","
            value={values.salaryMax}
            onChange={set('salaryMax')}
            error={errors.salaryMax}
            description={salaryPreview ? `Shown as ${salaryPreview}` : undefined}
          />
        </SimpleGrid>
        <TextInput label="Supplemental pay" {...text('supplementalPay')} />
        <Textarea label="Benefits" rows={2} {...text('benefits')} />
        <Suspense fallback={<PageLoader />}>
          <RichTextEditor
            label="Job description"
            required
            value={values.jobDescription}
            onChange={set('jobDescription')}
            error={errors.jobDescription}
          />
        </Suspense>
        <Textarea
          label="Key responsibilities"
          description="One per line"
          rows={3}
          {...text('keyResponsibilities')}
        />
        <Textarea
          label="Qualifications"
          description="One per line"
          withAsterisk
          rows={3}
          {...text('qualifications')}
        />
        <Textarea label="Preferred skills" description="One per line" rows={3} {...text('preferredSkills')} />
        <Textarea
          label="Note"
          description="For HR only; not shown on the careers page"
          rows={2}
          {...text('note')}
        />
        <StaleVersionAlert message={stale} onReload={() => onReload?.()} onDismiss={() => setStale(null)} />
        <Group>
          <Button type="submit" loading={saving}>
            {jobId ? 'Save changes' : 'Post job'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
