import { formatUsShortDate } from '@app/shared/dates';
import { MESSAGES } from '@app/shared/messages';
import type { PublicBlog } from '@app/shared/schemas/blog-publish';
import '../../components/rich-text-editor/rich-content.css';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { useContentFonts } from '../../components/rich-text-editor/use-content-fonts';
import { CallToAction } from '../../components/ui/call-to-action';
import { Grid } from '../../components/ui/grid';
import { Section } from '../../components/ui/section';
import { useBlog, useRecommendedBlogs } from '../../features/marketing/api/get-blogs';
import classes from '../../features/marketing/components/blog.module.css';
import { BlogCard } from '../../features/marketing/components/blog-card';
import { ShareButtons } from '../../features/marketing/components/share-buttons';
import { applyHead } from '../../features/marketing/seo/apply-head';
import { blogMeta } from '../../features/marketing/seo/page-head';
import { usePageReady } from '../../lib/page-ready';
import { canManageBlogs } from '../../lib/stored-user';
import { useStoredUser } from '../../lib/use-stored-user';
import { NotFoundRoute } from './not-found';

const BlogAdminActions = lazy(() => import('../../features/marketing/components/blog-admin-actions'));
/** Public pages render without Mantine; the staff actions bring its provider with them. */
const MantineScope = lazy(() => import('../mantine-scope'));

function Related({ blog }: { blog: PublicBlog }) {
  const state = useRecommendedBlogs(blog._id, blog.industry);
  return (
    <Section id="related" title="Related Articles" muted>
      {state.status === 'loading' ? <PageLoader /> : null}
      {state.status === 'error' ? <p>{MESSAGES.errorFetchingRecommendedBlogs}</p> : null}
      {state.status === 'success' && state.data.length === 0 ? <p>{MESSAGES.noRelatedArticles}</p> : null}
      {state.status === 'success' ? (
        <Grid cols={3}>
          {state.data.map((b) => (
            <BlogCard key={b._id} blog={b} />
          ))}
        </Grid>
      ) : null}
    </Section>
  );
}

/**
 * The article of a blog post as readers see it; also the editor's preview of
 * a draft or scheduled post (features/blogs), so the preview cannot drift
 * from the page.
 */
export function BlogArticle({
  blog,
  shareUrl,
  staffActions,
}: {
  blog: PublicBlog;
  shareUrl: string;
  staffActions?: ReactNode;
}) {
  return (
    <article className={classes.article}>
      <p className={classes.meta}>
        {blog.industry}
        {' · '}
        <time dateTime={blog.publishAt}>{formatUsShortDate(blog.publishAt)}</time>
        {' · '}
        {blog.readingTime} min read{blog.author ? ` · By ${blog.author}` : ''}
      </p>
      <h1>{blog.title}</h1>
      <ul className={classes.tags} aria-label="Tags">
        {blog.tags.map((tag) => (
          <li key={tag} className={classes.tag}>
            {tag}
          </li>
        ))}
      </ul>
      {staffActions}
      <img
        src={blog.heroImage}
        alt={blog.heroImageAlt}
        width={760}
        height={428}
        className={classes.hero}
        fetchPriority="high"
      />
      <div
        className={`${classes.content} rich-content`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: blog bodies are HTML, sanitised with an allowlist by the API before storage (services/src/lib/sanitize-html.ts).
        dangerouslySetInnerHTML={{ __html: blog.content }}
      />
      {blog.cta ? (
        <CallToAction
          heading={blog.cta.title}
          text={blog.cta.description}
          label={blog.cta.buttonText}
          to={blog.cta.buttonLink}
        />
      ) : null}
      <ShareButtons url={shareUrl} title={blog.title} />
    </article>
  );
}

/** A blog article (SPEC §2): share buttons, copy link, related articles, staff-only edit and delete. */
export default function BlogViewPage() {
  const { slug = '' } = useParams();
  const state = useBlog(slug);
  const user = useStoredUser();
  const blog = state.status === 'success' ? state.data : null;

  useEffect(() => {
    if (blog) applyHead(`/blogs/${blog.slug}`, blogMeta(blog));
  }, [blog]);
  // The post's editor fonts arrive before the page shows, so its text does not change font after.
  const fontsReady = useContentFonts(blog?.content);
  usePageReady(state.status !== 'loading' && fontsReady);

  if (state.status === 'loading') return <PageLoader />;
  if (!blog) return <NotFoundRoute />;
  const url = typeof window === 'undefined' ? `/blogs/${blog.slug}` : window.location.href;
  return (
    <>
      <BlogArticle
        blog={blog}
        shareUrl={url}
        staffActions={
          canManageBlogs(user) ? (
            <Suspense fallback={null}>
              <MantineScope>
                <BlogAdminActions blogId={blog._id} slug={blog.slug} />
              </MantineScope>
            </Suspense>
          ) : null
        }
      />
      <Related blog={blog} />
    </>
  );
}
