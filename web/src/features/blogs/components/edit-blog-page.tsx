import { MESSAGES } from '@app/shared/messages';
import { BLOG_LABELS } from '@app/shared/revision-labels';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { HistoryDrawer } from '../../../components/revision-history/history-drawer';
import { pageTitle } from '../../../config/page-title';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { listBlogRevisions, useRestoreBlog } from '../api/blog-revisions';
import { adminBlogKey, useAdminBlog } from '../api/get-admin-blog';
import { BLOGS_KEY } from '../api/list-admin-blogs';
import { BlogForm } from './blog-form';
import { BlogList } from './blog-list';

function EditExisting({ slug, id }: { slug?: string; id?: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useAdminBlog({ slug, id });
  const restore = useRestoreBlog();
  const blog = query.data;
  // A reload after a 409 shows the loader, then the latest version (the form remounts on it).
  if (query.error) return <Alert color="red">{apiErrorMessage(query.error, MESSAGES.noDataFound)}</Alert>;
  if (!blog || query.isRefetching) return <Loader aria-label="Loading the post" />;
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <HistoryDrawer
          title={`History: ${blog.title}`}
          queryKey={[...BLOGS_KEY, 'revisions', blog.id]}
          load={(signal) => listBlogRevisions(blog.id, signal)}
          restore={(revision) => restore.run(blog.id, revision, blog.version)}
          version={blog.version}
          labels={BLOG_LABELS}
          livePath={`/blogs/${blog.slug}`}
          onRestored={() => void query.refetch()}
        />
      </Group>
      <BlogForm
        key={`${blog.id}:${blog.version}`}
        existing={blog}
        onSaved={(saved) => {
          client.setQueryData(adminBlogKey({ slug, id }), saved);
          void client.invalidateQueries({ queryKey: BLOGS_KEY, predicate: (q) => q.queryKey[1] !== 'one' });
          if (saved.slug !== slug)
            navigate(`/admin/edit-blog?slug=${encodeURIComponent(saved.slug)}`, { replace: true });
        }}
        onDeleted={() => navigate('/admin/edit-blog')}
        onReload={() => void query.refetch()}
      />
    </Stack>
  );
}

/** /admin/edit-blog: every post (published, scheduled, drafts); ?slug= opens one in the editor. */
export default function EditBlogPage() {
  const [params] = useSearchParams();
  const slug = params.get('slug') ?? undefined;
  const id = params.get('id') ?? undefined;
  const editing = !!(slug || id);
  useDocumentTitle(pageTitle(editing ? 'Edit Blog' : 'Blog Posts'));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{editing ? 'Edit Blog' : 'Blog Posts'}</Title>
          <Text c="dimmed">
            {editing
              ? 'Change the post and save; the public page updates at once.'
              : 'Published, scheduled and draft posts. Choose one to edit.'}
          </Text>
        </div>
        <Group gap="sm">
          {editing ? (
            <Anchor component={Link} to="/admin/edit-blog">
              All posts
            </Anchor>
          ) : null}
          <Button component={Link} to="/admin/create-blog">
            Create Blog
          </Button>
        </Group>
      </Group>
      {editing ? <EditExisting slug={slug} id={id} /> : <BlogList />}
    </Stack>
  );
}
