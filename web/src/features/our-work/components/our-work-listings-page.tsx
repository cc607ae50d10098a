import { WORK_PROJECT_LABELS } from '@app/shared/revision-labels';
import { WORK_MESSAGES } from '@app/shared/schemas/work-project';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { AdminTable } from '../../../components/admin-list/admin-table';
import { SimpleListBody } from '../../../components/admin-list/simple-list-body';
import { ConfirmDeleteButton } from '../../../components/confirm-delete/confirm-delete-button';
import { HistoryDrawer } from '../../../components/revision-history/history-drawer';
import { pageTitle } from '../../../config/page-title';
import { useFullList } from '../../../lib/use-full-list';
import {
  listWorkProjectRevisions,
  listWorkProjects,
  useDeleteWorkProject,
  useRestoreWorkProject,
  WORK_PROJECTS_KEY,
} from '../api/work-projects';

/** /admin/our-work-listings: every featured project by position, with edit and delete. */
export default function OurWorkListingsPage() {
  useDocumentTitle(pageTitle('Our Work Listings'));
  const { items, error, reload } = useFullList(WORK_PROJECTS_KEY, listWorkProjects);
  const deleteWorkProject = useDeleteWorkProject();
  const restore = useRestoreWorkProject();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Our Work Listings</Title>
          <Text c="dimmed">The Our Work page shows the visible projects in this order.</Text>
        </div>
        <Button component={Link} to="/admin/our-work">
          New project
        </Button>
      </Group>
      <SimpleListBody items={items} error={error} loaderLabel="Loading projects">
        <AdminTable
          label="Our work projects"
          rows={items ?? []}
          rowKey={(p) => p.id}
          panelTitle={(p) => p.name}
          columns={[
            { header: 'Position', cell: (p) => p.position },
            { header: 'Project', cell: (p) => p.name },
            { header: 'Industry', cell: (p) => p.industry },
            {
              header: 'Visible',
              cell: (p) =>
                p.published ? <Badge color="green">Visible</Badge> : <Badge color="gray">Hidden</Badge>,
            },
          ]}
          actions={(p) => (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="default"
                component={Link}
                to={`/admin/our-work?id=${encodeURIComponent(p.id)}`}
                aria-label={`Edit ${p.name}`}
              >
                Edit
              </Button>
              <HistoryDrawer
                title={`History: ${p.name}`}
                buttonLabel={`History of ${p.name}`}
                queryKey={[...WORK_PROJECTS_KEY, 'revisions', p.id]}
                load={(signal) => listWorkProjectRevisions(p.id, signal)}
                restore={(revision) => restore.run(p.id, revision, p.version)}
                version={p.version}
                labels={WORK_PROJECT_LABELS}
                livePath="/our-work"
                onRestored={reload}
              />
              <ConfirmDeleteButton
                what={p.name}
                onConfirm={() => deleteWorkProject.run(p.id)}
                onDeleted={reload}
                success={WORK_MESSAGES.deleted}
              />
            </Group>
          )}
        />
      </SimpleListBody>
    </Stack>
  );
}
