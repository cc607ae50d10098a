import { APPLICATION_STATUSES } from '@app/shared/careers';
import { formatUsShortDate } from '@app/shared/dates';
import type { ApplicationListQuery, ApplicationView } from '@app/shared/schemas/careers-admin';
import { staffDateTime } from '@app/shared/staff-time';
import { Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminListBody } from '../../../components/admin-list/admin-list-body';
import { AdminTable } from '../../../components/admin-list/admin-table';
import { ZoneNote } from '../../../components/zone-note/zone-note';
import { useStaffZone } from '../../../lib/staff-zone';
import { prefetchPagedList, usePagedList } from '../../../lib/use-paged-list';
import { APPLICATIONS_KEY, listApplications } from '../api/list-applications';
import { useRecentJobs } from '../api/list-jobs';
import { ApplicationDrawer, formatCtc } from './application-drawer';
import { ApplicationStatusBadge } from './application-status-badge';

/** The jobs to filter by (newest 100). */
function useJobOptions() {
  return useRecentJobs(100).map((j) => ({
    value: j._id,
    label: `${j.jobTitle} (${formatUsShortDate(j.deadline)})`,
  }));
}

/** /admin/job-query: applications for one job or all, newest first, with search, status pipeline and resume download. */
export default function JobQueriesPage() {
  const [params, setParams] = useSearchParams();
  const jobOptions = useJobOptions();
  const zone = useStaffZone();
  const list = usePagedList<ApplicationView, ApplicationListQuery>(APPLICATIONS_KEY, listApplications, {
    jobId: params.get('jobId') ?? undefined,
  });
  // An HR mail links here with `?application=<id>`: that application's side panel opens.
  const [openId, setOpenId] = useState<string | null>(() => params.get('application'));
  const open = list.items.find((a) => a.id === openId) ?? null;

  const setJob = (jobId: string | null) => {
    list.setFilters((f) => ({ ...f, jobId: jobId ?? undefined }));
    setParams(jobId ? { jobId } : {}, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Job Queries</Title>
      <ZoneNote />
      <Group align="flex-end">
        <Select
          label="Job"
          placeholder="All jobs"
          clearable
          searchable
          data={jobOptions}
          value={list.filters.jobId ?? null}
          onChange={setJob}
          miw={280}
        />
        <TextInput
          label="Search applicants"
          placeholder="Name, e-mail, phone"
          value={list.filters.q ?? ''}
          onChange={(e) => list.setFilters((f) => ({ ...f, q: e.currentTarget.value }))}
        />
        <Select
          label="Status"
          placeholder="All"
          clearable
          data={[...APPLICATION_STATUSES]}
          value={list.filters.status ?? null}
          onChange={(v) =>
            list.setFilters((f) => ({ ...f, status: (v ?? undefined) as ApplicationListQuery['status'] }))
          }
        />
      </Group>
      <AdminListBody
        list={list}
        errorTitle="Could not load the applications"
        loaderLabel="Loading applications"
      >
        <AdminTable<ApplicationView>
          label="Job queries"
          rows={list.items}
          rowKey={(a) => a.id}
          onOpen={(a) => setOpenId(a.id)}
          columns={[
            {
              header: 'Name',
              cell: (a) => (
                <Button variant="subtle" size="compact-sm" onClick={() => setOpenId(a.id)}>
                  {a.fullName}
                </Button>
              ),
            },
            { header: 'Applied for', cell: (a) => a.jobTitle },
            { header: 'Email', priority: 2, cell: (a) => a.email },
            {
              header: 'Current / expected CTC',
              priority: 3,
              cell: (a) => `${formatCtc(a.currentCTC)} / ${formatCtc(a.expectedCTC)}`,
            },
            { header: 'Notice', priority: 3, cell: (a) => a.noticePeriod },
            { header: 'Applied', cell: (a) => staffDateTime(a.dateRaised, zone) },
            { header: 'Status', cell: (a) => <ApplicationStatusBadge status={a.status} /> },
          ]}
          actions={(a) => (
            <Button size="xs" variant="light" onClick={() => setOpenId(a.id)}>
              Open
            </Button>
          )}
        />
      </AdminListBody>
      <ApplicationDrawer application={open} onClose={() => setOpenId(null)} onUpdated={list.replace} />
    </Stack>
  );
}

/** The screen's first page as the sidebar opens it (all jobs), read on a hover. */
export const prefetch = (client: QueryClient) =>
  prefetchPagedList<ApplicationView, ApplicationListQuery>(client, APPLICATIONS_KEY, listApplications, {});
