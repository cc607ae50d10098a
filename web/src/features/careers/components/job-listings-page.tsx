import { JOB_DISPLAY_STATUSES, jobPath } from '@app/shared/careers';
import { formatSalaryRange } from '@app/shared/currency';
import { formatUsShortDate } from '@app/shared/dates';
import type { JobListQuery, JobView } from '@app/shared/schemas/careers-admin';
import { Anchor, Button, Group, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AdminListBody } from '../../../components/admin-list/admin-list-body';
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
        <Table striped highlightOnHover miw={900} aria-label="Job listings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Deadline</Table.Th>
              <Table.Th>Salary</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.items.map((job) => (
              <Table.Tr key={job._id}>
                <Table.Td>
                  <Stack gap={2}>
                    <Anchor
                      component={Link}
                      to={`/admin/post-job?id=${encodeURIComponent(job._id)}`}
                      fw={600}
                    >
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
                </Table.Td>
                <Table.Td>{job.category}</Table.Td>
                <Table.Td>{formatUsShortDate(job.deadline)}</Table.Td>
                <Table.Td>{formatSalaryRange(job.salaryMin, job.salaryMax)}</Table.Td>
                <Table.Td>
                  <JobStatusBadge status={job.displayStatus} />
                </Table.Td>
                <Table.Td>
                  <JobActions job={job} onChanged={list.replace} onDeleted={list.remove} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </AdminListBody>
    </Stack>
  );
}
