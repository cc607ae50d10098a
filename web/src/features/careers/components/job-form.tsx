import { MESSAGES } from '@app/shared/constants';
import type { JobWriteResult } from '@app/shared/schemas/careers-admin';
import type { FieldErrors } from '@app/shared/schemas/issues';
import { jobPostCreateSchema, jobPostSchema } from '@app/shared/schemas/job-post';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormErrorSummary, useErrorSummary } from '../../../components/form-error-summary/form-error-summary';
import {
  StaleVersionAlert,
  staleVersionMessage,
} from '../../../components/stale-version/stale-version-alert';
import { useErrorsFollowValues } from '../../../lib/follow-errors';
import { fieldErrorsOf, notifyApiError } from '../../../lib/notify-api-error';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useSaveJob } from '../api/save-job';
import { JobFormFields } from './job-form-fields';
import { EMPTY_JOB_FORM, type JobFormValues, rangeErrors, schemaInput } from './job-form-values';

/**
 * The post-job form (SPEC §3 "Job post", §9 options and defaults); edits a
 * job when `jobId` is given, at `version` (a stale save offers `onReload`).
 * Field messages are the shared schema's; the salary and experience ranges
 * are shown with them at once (zod checks them only when every field is valid).
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
  const schema = jobId ? jobPostSchema : jobPostCreateSchema;
  const resolve = schemaResolver(schema);
  const clientErrors = (values: JobFormValues): FieldErrors => {
    const errors = resolve(schemaInput(values)) as FieldErrors;
    return Object.keys(errors).length > 0 ? { ...rangeErrors(values), ...errors } : {};
  };
  const form = useForm<JobFormValues>({
    initialValues: initial,
    validate: clientErrors,
    // An error goes when its field is valid (whatever change made it so), not on any keystroke.
    clearInputErrorOnChange: false,
  });
  const follow = useErrorsFollowValues(form, clientErrors);
  const [stale, setStale] = useState<string | null>(null);
  const saveJob = useSaveJob();
  const summary = useErrorSummary();

  const onSubmit = form.onSubmit(async (values) => {
    try {
      const post = schema.parse(schemaInput(values));
      onSaved(await saveJob.run(post, jobId ? { jobId, version } : undefined));
    } catch (error) {
      const staleMessage = staleVersionMessage(error);
      if (staleMessage) return setStale(staleMessage);
      const fields = fieldErrorsOf(error);
      if (fields) {
        follow.serverErrors(fields, values);
        return summary.failed();
      }
      notifyApiError(error, MESSAGES.errorSubmittingFormTryAgain);
    }
  }, summary.failed);

  return (
    <form ref={summary.formRef} noValidate onSubmit={onSubmit} aria-label={jobId ? 'Edit job' : 'Post a job'}>
      <Stack gap="md" maw={900}>
        <FormErrorSummary formRef={summary.formRef} errors={form.errors} attempt={summary.attempt} />
        <JobFormFields form={form} />
        <StaleVersionAlert message={stale} onReload={() => onReload?.()} onDismiss={() => setStale(null)} />
        <Group>
          <Button type="submit" loading={saveJob.isPending}>
            {jobId ? 'Save changes' : 'Post job'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
