import { MESSAGES } from '@app/shared/messages';
import type { WorkProject } from '@app/shared/schemas/work-project';
import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { pageTitle } from '../../../config/page-title';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { listWorkProjects } from '../api/work-projects';
import { WorkProjectForm } from './work-project-form';

/** /admin/our-work: create a featured project, or edit one with ?id=. */
export default function OurWorkPage() {
  useDocumentTitle(pageTitle('Our Work'));
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const [editing, setEditing] = useState<WorkProject | null | undefined>(id ? undefined : null);
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loads` asks for the latest version again (after a 409).
  useEffect(() => {
    if (!id) return setEditing(null);
    const controller = new AbortController();
    listWorkProjects(controller.signal).then(
      (page) => {
        const found = page.items.find((p) => p._id === id);
        if (found) setEditing(found);
        else setError(MESSAGES.noDataFound);
      },
      (e: unknown) => setError(apiErrorMessage(e, MESSAGES.somethingWentWrong)),
    );
    return () => controller.abort();
  }, [id, loads]);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Our Work</Title>
        <Text c="dimmed">
          Featured projects of the Our Work page.{' '}
          <Anchor component={Link} to="/admin/our-work-listings">
            All projects
          </Anchor>
        </Text>
      </div>
      {error ? <Text c="red">{error}</Text> : null}
      {editing === undefined && !error ? <Loader aria-label="Loading the project" /> : null}
      {editing !== undefined ? (
        <WorkProjectForm
          key={editing ? `${editing._id}:${editing.version}` : 'new'}
          editing={editing}
          onSaved={() => navigate('/admin/our-work-listings')}
          onReload={() => setLoads((n) => n + 1)}
        />
      ) : null}
    </Stack>
  );
}
