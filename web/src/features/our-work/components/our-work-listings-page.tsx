import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { MESSAGES } from '@app/shared/messages';
import { WORK_MESSAGES, type WorkProject } from '@app/shared/schemas/work-project';
import { Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDeleteButton } from '../../../components/confirm-delete/confirm-delete-button';
import { pageTitle } from '../../../config/site';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { deleteWorkProject, listWorkProjects } from '../api/work-projects';

/** /admin/our-work-listings: every featured project by position, with edit and delete. */
export default function OurWorkListingsPage() {
  useDocumentTitle(pageTitle('Our Work Listings'));
  const [items, setItems] = useState<WorkProject[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    listWorkProjects().then(
      (page) => setItems(page.items),
      (e: unknown) => setError(apiErrorMessage(e, MESSAGES.somethingWentWrong)),
    );
  }, []);
  useEffect(load, [load]);
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
      {error ? <Text c="red">{error}</Text> : null}
      {items === null && !error ? <Loader aria-label="Loading projects" /> : null}
      {items?.length === 0 ? <Text>{MESSAGES.noDataFound}</Text> : null}
      {items && items.length > 0 ? (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Position</Table.Th>
              <Table.Th>Project</Table.Th>
              <Table.Th>Industry</Table.Th>
              <Table.Th>Visible</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((p) => (
              <Table.Tr key={p._id}>
                <Table.Td>{p.position}</Table.Td>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>{p.industry}</Table.Td>
                <Table.Td>
                  {p.published ? <Badge color="green">Visible</Badge> : <Badge color="gray">Hidden</Badge>}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      component={Link}
                      to={`/admin/our-work?id=${encodeURIComponent(p._id)}`}
                      aria-label={`Edit ${p.name}`}
                    >
                      Edit
                    </Button>
                    <ConfirmDeleteButton
                      what={p.name}
                      onConfirm={() => deleteWorkProject(p._id)}
                      onDeleted={load}
                      success={WORK_MESSAGES.deleted}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
