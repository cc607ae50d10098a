import { MESSAGES } from '@app/shared/messages';
import type { AdminBlog } from '@app/shared/schemas/blog-publish';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { pageTitle } from '../../../config/page-title';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { getAdminBlog } from '../api/get-admin-blog';
import { BlogForm } from './blog-form';
import { BlogList } from './blog-list';

function EditExisting({ slug, id }: { slug?: string; id?: string }) {
  const navigate = useNavigate();
  const [blog, setBlog] = useState<AdminBlog | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loads, setLoads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loads` asks for the latest version again (after a 409).
  useEffect(() => {
    const controller = new AbortController();
    setBlog(null);
    setError(null);
    getAdminBlog({ slug, id }, controller.signal).then(setBlog, (e: unknown) => {
      if (!controller.signal.aborted) setError(apiErrorMessage(e, MESSAGES.noDataFound));
    });
    return () => controller.abort();
  }, [slug, id, loads]);
  if (error) return <Alert color="red">{error}</Alert>;
  if (!blog) return <Loader aria-label="Loading the post" />;
  return (
    <BlogForm
      key={`${blog._id}:${blog.version}`}
      existing={blog}
      onSaved={(saved) => {
        setBlog(saved);
        if (saved.slug !== slug)
          navigate(`/admin/edit-blog?slug=${encodeURIComponent(saved.slug)}`, { replace: true });
      }}
      onDeleted={() => navigate('/admin/edit-blog')}
      onReload={() => setLoads((n) => n + 1)}
    />
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
