import { formatUsShortDate } from '@app/shared/dates';
import { CASE_STUDY_MESSAGES, type CaseStudyView } from '@app/shared/schemas/case-study';
import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { SimpleListBody } from '../../../components/admin-list/simple-list-body';
import { ConfirmDeleteButton } from '../../../components/confirm-delete/confirm-delete-button';
import { pageTitle } from '../../../config/page-title';
import { useFullList } from '../../../lib/use-full-list';
import { CASE_STUDIES_KEY, listCaseStudies, useDeleteCaseStudy } from '../api/case-studies';
import { CaseStudyForm } from './case-study-form';

/** /admin/case-studies (Case Studies group): the list with the spec's columns, and create/edit/delete. */
export default function CaseStudiesPage() {
  useDocumentTitle(pageTitle('Case Studies'));
  const { items, error, reload } = useFullList(CASE_STUDIES_KEY, listCaseStudies);
  const deleteCaseStudy = useDeleteCaseStudy();
  const [editing, setEditing] = useState<CaseStudyView | 'new' | null>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Case Studies</Title>
          <Text c="dimmed">Published case studies appear on /case-study with their own shareable page.</Text>
        </div>
        {editing === null ? <Button onClick={() => setEditing('new')}>New case study</Button> : null}
      </Group>
      {editing !== null ? (
        <CaseStudyForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) reload();
          }}
        />
      ) : null}
      <SimpleListBody items={items} error={error} loaderLabel="Loading case studies">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Client</Table.Th>
              <Table.Th>Industry</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Published</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items?.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.title}</Table.Td>
                <Table.Td>{c.client}</Table.Td>
                <Table.Td>{c.industry}</Table.Td>
                <Table.Td>{c.category}</Table.Td>
                <Table.Td>
                  {c.status === 'published' && c.published ? (
                    formatUsShortDate(c.published)
                  ) : (
                    <Badge color="gray">Draft</Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setEditing(c)}
                      aria-label={`Edit ${c.title}`}
                    >
                      Edit
                    </Button>
                    {c.status === 'published' ? (
                      <Anchor size="sm" href={`/case-study/${c.slug}`} target="_blank" rel="noopener">
                        View
                      </Anchor>
                    ) : null}
                    <ConfirmDeleteButton
                      what={c.title}
                      onConfirm={() => deleteCaseStudy.run(c.id)}
                      onDeleted={reload}
                      success={CASE_STUDY_MESSAGES.deleted}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SimpleListBody>
    </Stack>
  );
}
