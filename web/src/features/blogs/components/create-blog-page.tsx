import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { LazyRichTextEditor } from '../../../components/rich-text-editor/lazy-rich-text-editor';
import { pageTitle } from '../../../config/page-title';
import { BlogForm } from './blog-form';

/** /admin/create-blog: write a new post (Content Writing). */
/** After sign-in: the post form's rich-text editor, which it loads lazily. */
export const preloadParts = () => LazyRichTextEditor.preload();

export default function CreateBlogPage() {
  const navigate = useNavigate();
  useDocumentTitle(pageTitle('Create Blog'));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Create Blog</Title>
          <Text c="dimmed">Write a post, then publish it now, schedule it or keep it as a draft.</Text>
        </div>
        <Anchor component={Link} to="/admin/edit-blog">
          All blog posts
        </Anchor>
      </Group>
      <BlogForm
        existing={null}
        onSaved={(blog) => navigate(`/admin/edit-blog?slug=${encodeURIComponent(blog.slug)}`)}
        onDeleted={() => navigate('/admin/edit-blog')}
      />
    </Stack>
  );
}
