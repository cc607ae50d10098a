import { CAREERS_MESSAGES, jobPath } from '@app/shared/careers';
import { JOB_LABELS } from '@app/shared/revision-labels';
import type { JobWriteResult } from '@app/shared/schemas/careers-admin';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { HistoryDrawer } from '../../../components/revision-history/history-drawer';
import { LazyRichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useJob } from '../api/get-job';
import { listJobRevisions, useRestoreJob } from '../api/job-revisions';
import { JOBS_KEY } from '../api/list-jobs';
import { valuesFromJob } from './job-form-values';

// The form brings the date picker and (lazily) the editor; the title shows while they load.
const JobForm = preloadableLazy(async () => ({ default: (await import('./job-form')).JobForm }));

/** After sign-in: the form and its rich-text editor too, so a click on Post a Job waits for neither. */
export const preloadParts = () => Promise.all([JobForm.preload(), LazyRichTextEditor.preload()]);

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
  const job = useJob(jobId);
  const restore = useRestoreJob();
  // A reload after a 409 shows the loader, then the latest version (the form remounts on it).
  const loaded =
    job.data && !job.isRefetching ? { values: valuesFromJob(job.data), version: job.data.version } : null;
  const error = job.error ? apiErrorMessage(job.error, CAREERS_MESSAGES.jobNotFound) : null;

  const onSaved = (result: JobWriteResult) => {
    announce(result);
    navigate('/admin/job-listings');
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{jobId ? 'Edit Job' : 'Post a Job'}</Title>
      {jobId ? (
        <Group justify="space-between">
          <Text c="dimmed">
            Public page: <Anchor href={jobPath(jobId)}>{jobPath(jobId)}</Anchor>
          </Text>
          {job.data ? (
            <HistoryDrawer
              title={`History: ${job.data.jobTitle}`}
              queryKey={[...JOBS_KEY, 'revisions', jobId]}
              load={(signal) => listJobRevisions(jobId, signal)}
              restore={(revision) => restore.run(jobId, revision, job.data.version)}
              version={job.data.version}
              labels={JOB_LABELS}
              livePath={jobPath(jobId)}
              onRestored={() => void job.refetch()}
            />
          ) : null}
        </Group>
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
            onReload={() => void job.refetch()}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
