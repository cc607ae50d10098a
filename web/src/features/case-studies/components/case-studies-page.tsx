import { formatUsShortDate } from '@app/shared/dates';
import { CASE_STUDY_LABELS } from '@app/shared/revision-labels';
import { CASE_STUDY_MESSAGES, type CaseStudyView } from '@app/shared/schemas/case-study';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { AdminTable } from '../../../components/admin-list/admin-table';
import { SimpleListBody } from '../../../components/admin-list/simple-list-body';
import { ConfirmDeleteButton } from '../../../components/confirm-delete/confirm-delete-button';
import { HistoryDrawer } from '../../../components/revision-history/history-drawer';
import { LazyRichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor';
import { pageTitle } from '../../../config/page-title';
import { useFullList } from '../../../lib/use-full-list';
import {
  CASE_STUDIES_KEY,
  listCaseStudies,
  listCaseStudyRevisions,
  useDeleteCaseStudy,
  useRestoreCaseStudy,
} from '../api/case-studies';
import { CaseStudyForm } from './case-study-form';

/** /admin/case-studies (Case Studies group): the list with the spec's columns, and create/edit/delete. */
/** After sign-in: the case-study form's rich-text editor, which it loads lazily. */
export const preloadParts = () => LazyRichTextEditor.preload();

export default function CaseStudiesPage() {
  useDocumentTitle(pageTitle('Case Studies'));
  const { items, error, reload } = useFullList(CASE_STUDIES_KEY, listCaseStudies);
  const deleteCaseStudy = useDeleteCaseStudy();
  const restore = useRestoreCaseStudy();
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
        <AdminTable<CaseStudyView>
          label="Case studies"
          rows={items ?? []}
          rowKey={(c) => c.id}
          panelTitle={(c) => c.title}
          // SPEC's six columns stay in the row at every width.
          columns={[
            { header: 'Title', cell: (c) => c.title },
            { header: 'Client', cell: (c) => c.client },
            { header: 'Industry', cell: (c) => c.industry },
            { header: 'Category', cell: (c) => c.category },
            {
              header: 'Published',
              cell: (c) =>
                c.status === 'published' && c.published ? (
                  formatUsShortDate(c.published)
                ) : (
                  <Badge color="gray">Draft</Badge>
                ),
            },
          ]}
          actions={(c) => (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="default"
                onClick={() => setEditing(c)}
                aria-label={`Edit ${c.title}`}
              >
                Edit
              </Button>
              <HistoryDrawer
                title={`History: ${c.title}`}
                buttonLabel={`History of ${c.title}`}
                queryKey={[...CASE_STUDIES_KEY, 'revisions', c.id]}
                load={(signal) => listCaseStudyRevisions(c.id, signal)}
                restore={(revision) => restore.run(c.id, revision, c.version)}
                version={c.version}
                labels={CASE_STUDY_LABELS}
                livePath={`/case-study/${c.slug}`}
                onRestored={() => {
                  // An open form holds the version before the restore: closed, the list reads again.
                  setEditing(null);
                  reload();
                }}
              />
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
          )}
        />
      </SimpleListBody>
    </Stack>
  );
}
