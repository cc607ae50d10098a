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
  const [loaded, setLoaded] = useState<{ values: JobFormValues; version: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `loads` asks for the latest version again (after a 409).
  useEffect(() => {
    if (!jobId) return;
    const controller = new AbortController();
    setLoaded(null);
    getJob(jobId, controller.signal).then(
      (job) => setLoaded({ values: valuesFromJob(job), version: job.version }),
      (e: unknown) => setError(apiErrorMessage(e, CAREERS_MESSAGES.jobNotFound)),
    );
    return () => controller.abort();
  }, [jobId, loads]);

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
        {jobId && !error && loaded === null ? <PageLoader /> : null}
        {jobId && loaded ? (
          <JobForm
            key={loaded.version}
            jobId={jobId}
            version={loaded.version}
            initial={loaded.values}
            onSaved={onSaved}
            onReload={() => setLoads((n) => n + 1)}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
