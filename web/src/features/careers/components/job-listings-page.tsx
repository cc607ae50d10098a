import { JOB_DISPLAY_STATUSES, jobPath } from '@app/shared/careers';
import { formatSalaryRange } from '@app/shared/currency';
import { formatUsShortDate } from '@app/shared/dates';
import type { JobListQuery, JobView } from '@app/shared/schemas/careers-admin';
import { Anchor, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AdminListBody } from '../../../components/admin-list/admin-list-body';
import { AdminTable } from '../../../components/admin-list/admin-table';
import { usePagedList } from '../../../lib/use-paged-list';
import { JOBS_KEY, listJobs } from '../api/list-jobs';
import { JobActions } from './job-actions';
import { JobStatusBadge } from './job-status-badge';

/** /admin/job-listings: every job, newest first; edit, close or reopen, delete (with confirmation). */
export default function JobListingsPage() {
  const list = usePagedList<JobView, JobListQuery>(JOBS_KEY, listJobs, {});
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Job Listings</Title>
        <Button component={Link} to="/admin/post-job">
          Post a job
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          label="Search jobs"
          placeholder="Title, category, location"
          value={list.filters.q ?? ''}
          onChange={(e) => list.setFilters((f) => ({ ...f, q: e.currentTarget.value }))}
        />
        <Select
          label="Status"
          clearable
          placeholder="All"
          data={JOB_DISPLAY_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }))}
          value={list.filters.status ?? null}
          onChange={(v) =>
            list.setFilters((f) => ({ ...f, status: (v ?? undefined) as JobListQuery['status'] }))
          }
        />
      </Group>
      <AdminListBody list={list} errorTitle="Could not load the jobs" loaderLabel="Loading jobs">
        <AdminTable<JobView>
          label="Job listings"
          rows={list.items}
          rowKey={(job) => job._id}
          panelTitle={(job) => job.jobTitle}
          columns={[
            {
              header: 'Title',
              cell: (job) => (
                <Stack gap={2}>
                  <Anchor component={Link} to={`/admin/post-job?id=${encodeURIComponent(job._id)}`} fw={600}>
                    {job.jobTitle}
                  </Anchor>
                  <Group gap="xs">
                    <Anchor
                      component={Link}
                      to={`/admin/job-query?jobId=${encodeURIComponent(job._id)}`}
                      size="xs"
                    >
                      Applications
                    </Anchor>
                    {job.displayStatus === 'open' ? (
                      <Anchor href={jobPath(job._id)} size="xs" target="_blank" rel="noopener">
                        Public page
                      </Anchor>
                    ) : null}
                  </Group>
                </Stack>
              ),
            },
            { header: 'Category', priority: 2, cell: (job) => job.category },
            { header: 'Deadline', cell: (job) => formatUsShortDate(job.deadline) },
            { header: 'Salary', priority: 2, cell: (job) => formatSalaryRange(job.salaryMin, job.salaryMax) },
            { header: 'Status', cell: (job) => <JobStatusBadge status={job.displayStatus} /> },
          ]}
          actions={(job) => <JobActions job={job} onChanged={list.replace} onDeleted={list.remove} />}
        />
      </AdminListBody>
    </Stack>
  );
}
