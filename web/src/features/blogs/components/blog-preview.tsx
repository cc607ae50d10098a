import { formatUsShortDate } from '@app/shared/dates';
import { authorName } from '@app/shared/schemas/blog';
import type { AdminBlogView, PublicBlog } from '@app/shared/schemas/blog-publish';
import { Alert, Button, Modal } from '@mantine/core';
import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  Suspense,
  useContext,
  useState,
} from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useAuth } from '../../../lib/auth-context';
import { bodyFromForm, fromLocalInput } from './blog-form-values';
import type { BlogFormState } from './use-blog-form';

/**
 * The public page's own article component, provided by the app layer
 * (app/pages/admin/screens.tsx passes the blog page's BlogArticle), so the
 * preview shows a post exactly as readers will see it without this feature
 * importing public-page code.
 */
type ArticleProps = { blog: PublicBlog; shareUrl: string };
export const BlogPreviewContext = createContext<
  ComponentType<ArticleProps> | LazyExoticComponent<ComponentType<ArticleProps>> | null
>(null);

/** What readers will see when (if) the form is published as it stands. */
function previewBlog(form: BlogFormState, existing: AdminBlogView | null, email: string): PublicBlog {
  const body = bodyFromForm(form.values);
  const publishAt =
    form.values.status === 'scheduled'
      ? (fromLocalInput(form.values.publishAt) ?? new Date().toISOString())
      : (existing?.publishAt ?? new Date().toISOString());
  return {
    ...body,
    _id: existing?.id ?? 'preview',
    content: body.content ?? '',
    industry: body.industry ?? '',
    tags: body.tags ?? [],
    heroImage: body.heroImage ?? '',
    heroImageAlt: body.heroImageAlt ?? '',
    ogImage: body.ogImage ?? '',
    author: existing?.author ?? authorName(email),
    wordCount: form.wordCount,
    readingTime: form.readingTime,
    publishAt,
  } as unknown as PublicBlog;
}

function notice(form: BlogFormState, existing: AdminBlogView | null): string {
  const { status, publishAt } = form.values;
  if (status === 'draft') return 'Draft: not public. This is how the post will look once published.';
  if (status === 'scheduled') {
    const at = fromLocalInput(publishAt);
    return at
      ? `Scheduled: public from ${formatUsShortDate(at)} at ${new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}. This is how it will look.`
      : 'Scheduled: choose when it goes public. This is how it will look.';
  }
  return existing ? 'Unsaved changes: this is how the page will look after you save.' : 'Not saved yet.';
}

/** "Preview": the post as the public page shows it, from the form as it stands (nothing is saved). */
export function BlogPreviewButton({
  form,
  existing,
}: {
  form: BlogFormState;
  existing: AdminBlogView | null;
}) {
  const Article = useContext(BlogPreviewContext);
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!Article) return null;
  const title = form.values.title.trim() || 'Untitled post';
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        Preview
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Preview: ${title}`} fullScreen>
        <Alert color="blue" variant="light" mb="md">
          {notice(form, existing)}
        </Alert>
        {open ? (
          <Suspense fallback={<PageLoader />}>
            <Article
              blog={previewBlog(form, existing, user?.email ?? '')}
              shareUrl={`${window.location.origin}/blogs/${form.values.slug}`}
            />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}
