import { CAREERS_MESSAGES, jobPath } from '@app/shared/careers';
import type { JobWriteResult } from '@app/shared/schemas/careers-admin';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { getJob } from '../api/get-job';
import { type JobFormValues, valuesFromJob } from './job-form-values';

// The form brings the date picker and (lazily) the editor; the title shows while they load.
const JobForm = lazy(() => import('./job-form').then((m) => ({ default: m.JobForm })));

function announce(result: JobWriteResult): void {
  notifications.show({
    color: result.pagePublished ? 'green' : 'yellow',
    title: 'Success',
    message: result.pagePublished
      ? result.message
      : `${result.message}. Its public page could not be published yet; save it again to retry.`,
  });
}

/** /admin/post-job: a new job, or with ?id=<jobId> the edit form of that job. */
export default function PostJobPage() {
  const [params] = useSearchParams();
  const jobId = params.get('id') ?? undefined;
  const navigate = useNavigate();
  const [initial, setInitial] = useState<JobFormValues | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!jobId) return;
    const controller = new AbortController();
    getJob(jobId, controller.signal).then(
      (job) => setInitial(valuesFromJob(job)),
      (e: unknown) => setError(apiErrorMessage(e, CAREERS_MESSAGES.jobNotFound)),
    );
    return () => controller.abort();
  }, [jobId]);

  const onSaved = (result: JobWriteResult) => {
    announce(result);
    navigate('/admin/job-listings');
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{jobId ? 'Edit Job' : 'Post a Job'}</Title>
      {jobId ? (
        <Text c="dimmed">
          Public page: <Anchor href={jobPath(jobId)}>{jobPath(jobId)}</Anchor>
        </Text>
      ) : null}
      {error ? <Alert color="red">{error}</Alert> : null}
      <Suspense fallback={<PageLoader />}>
        {!jobId ? <JobForm onSaved={onSaved} /> : null}
        {jobId && !error && initial === null ? <PageLoader /> : null}
        {jobId && initial ? <JobForm jobId={jobId} initial={initial} onSaved={onSaved} /> : null}
      </Suspense>
    </Stack>
  );
}
