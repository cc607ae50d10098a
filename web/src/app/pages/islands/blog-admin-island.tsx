import BlogAdminActions from '../../../features/marketing/components/blog-admin-actions';
import { MantineScope } from '../../mantine-scope';

/** Edit and delete on a blog post's page, for staff; its container carries the post's id and slug. */
export default function BlogAdminIsland() {
  const container =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLElement>('[data-island-name="blog-admin"]');
  const blogId = container?.dataset.blogId ?? '';
  const slug = container?.dataset.slug ?? '';
  return (
    <MantineScope>
      <BlogAdminActions blogId={blogId} slug={slug} />
    </MantineScope>
  );
}
