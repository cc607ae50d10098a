import { MESSAGES } from '@app/shared/messages';
import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { pageTitle } from '../../../config/page-title';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { useWorkProject } from '../api/work-projects';
import { WorkProjectForm } from './work-project-form';

/** /admin/our-work: create a featured project, or edit one with ?id=. */
export default function OurWorkPage() {
  useDocumentTitle(pageTitle('Our Work'));
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const project = useWorkProject(id);
  // undefined while loading (and while a reload after a 409 reads the latest version), null for a new one.
  const editing = !id ? null : project.data && !project.isRefetching ? project.data : undefined;
  const error = project.error
    ? apiErrorMessage(project.error, MESSAGES.somethingWentWrong)
    : project.data === null
      ? MESSAGES.noDataFound
      : null;
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
          key={editing ? `${editing.id}:${editing.version}` : 'new'}
          editing={editing}
          onSaved={() => navigate('/admin/our-work-listings')}
          onReload={() => void project.refetch()}
        />
      ) : null}
    </Stack>
  );
}
