/**
 * A blog post's page (/blogs/<slug>): rendered whole from the stored post,
 * its related articles and the `blog-post` template, with BlogPosting and
 * BreadcrumbList JSON-LD. It exists exactly while the post is live.
 */

import * as clock from '@app/shared/clock';
import { COMPANY, organizationLd } from '@app/shared/company';
import type { HeadImage, HeadInput } from '@app/shared/html/head';
import { blogArticle, blogPath, relatedArticles } from '@app/shared/html/views/blog';
import { isLive, type PublicBlog } from '@app/shared/schemas/blog-publish';
import { getBlog, latestLiveBlogs, markPageWritten, type StoredBlog, toPublicBlog } from '../../data/blog';
import { imageInfos } from '../../data/media-info';
import { RECOMMENDED_COUNT, relatedBlogs } from '../../features/blogs/related-blogs';
import { pickRelated, RELATED_CANDIDATES } from '../../features/blogs/related-posts';
import { logger } from '../../lib/logger';
import { inlineImagePaths, responsiveRichText } from '../../lib/media/responsive-rich-text';
import { absoluteUrl, unpublishPage, writePage } from '../../lib/site-pages';
import { siteUrl as currentSiteUrl } from '../../lib/site-url';
import { ogImage } from '../og-image';
import { loadTemplate, renderPage } from '../render';
import { breadcrumbLd } from './structured-data';

export function blogHead(blog: PublicBlog, image: HeadImage, siteUrl: string): HeadInput {
  const metaTitle = blog.metaTitle || blog.title;
  const url = absoluteUrl(blogPath(blog.slug), siteUrl);
  const description = blog.metaDescription ?? '';
  const organization = organizationLd(siteUrl);
  return {
    title: `${metaTitle} | ${COMPANY.name}`,
    description,
    canonical: url,
    ogType: 'article',
    ogTitle: blog.ogTitle || metaTitle,
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: blog.title,
        description,
        image: [image.url, absoluteUrl(blog.heroImage, siteUrl)],
        datePublished: blog.publishAt,
        dateModified: blog.updatedAt ?? blog.publishAt,
        author: blog.author ? { '@type': 'Person', name: blog.author } : organization,
        publisher: organization,
        keywords: blog.tags.join(', '),
        articleSection: blog.industry,
        wordCount: blog.wordCount,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        url,
      },
      breadcrumbLd(siteUrl, [
        ['Blogs', '/blogs'],
        [blog.title, blogPath(blog.slug)],
      ]),
    ],
  };
}

/**
 * A post's page from its public fields. A share preview (issue 31) renders a
 * draft through here with `noindex`, so it looks exactly as the published page will.
 */
export async function postPageHtml(
  blog: PublicBlog,
  now: Date,
  options: { noindex?: boolean } = {},
): Promise<string> {
  const origin = await currentSiteUrl();
  const [loaded, related, image] = await Promise.all([
    loadTemplate('blog-post'),
    relatedBlogs(blog, RECOMMENDED_COUNT, now),
    ogImage(blog.ogImage, blog.ogTitle || blog.metaTitle || blog.title, origin),
  ]);
  const cards = related.map(toPublicBlog);
  const images = await imageInfos([
    blog.heroImage,
    ...inlineImagePaths(blog.content),
    ...cards.map((b) => b.featuredImage || b.heroImage),
  ]);
  const head = blogHead(blog, image, origin);
  return renderPage(
    loaded,
    {
      article: blogArticle(loaded.cls, blog, images, responsiveRichText(blog.content, images)),
      related: relatedArticles(loaded.cls, cards, images),
    },
    options.noindex ? { ...head, noindex: true } : head,
  );
}

async function writePostPage(blog: PublicBlog, now: Date): Promise<void> {
  await writePage(blogPath(blog.slug), await postPageHtml(blog, now));
}

/**
 * Brings one post's page in line with the stored post: written while it is
 * live, removed otherwise. Re-reads the post after writing and renders again
 * when it changed meanwhile, so the last write always shows the last version.
 */
export async function renderBlogPost(id: string, now = clock.now()): Promise<void> {
  for (let round = 0; round < 4; round++) {
    const blog = await getBlog(id, { consistent: true });
    if (!blog) return;
    if (!isLive(blog, now)) {
      await unpublishPage(blogPath(blog.slug));
      return;
    }
    await writePostPage(toPublicBlog(blog), now);
    const after = await getBlog(id, { consistent: true });
    if (after?.updatedAt === blog.updatedAt && after.slug === blog.slug) {
      await markPageWritten(id, blog.updatedAt);
      return;
    }
  }
  logger.warn('blog post kept changing while its page was written; the sweep finishes it', { id });
}

type RelatedSubject = Pick<StoredBlog, '_id' | 'industry' | 'tags' | 'publishAt' | 'status'>;

/**
 * The pages whose related articles a change to one post can alter: among the
 * newest live posts (the related candidates, features/blogs/related-posts.ts),
 * those whose list holds the post now, or held its previous version. One
 * Query; each such page is rendered again. Older posts' pages also pick from
 * the newest posts; they catch up with their next render (an edit, a deploy).
 */
export async function renderRelatedNeighbours(
  changedId: string,
  previous: RelatedSubject | null,
  now = clock.now(),
  only?: ReadonlySet<string>,
): Promise<number> {
  const candidates = await latestLiveBlogs(RELATED_CANDIDATES, now);
  // `only`: a test's sweep scope; other posts' pages are not rewritten (they may not be live yet for real).
  const others = candidates.filter((c) => c._id !== changedId && (!only || only.has(c._id)));
  const before = previous && isLive(previous, now) ? [...others, previous] : null;
  const holds = (page: StoredBlog, pool: readonly RelatedSubject[]) =>
    pickRelated(page, pool, RECOMMENDED_COUNT).some((r) => r._id === changedId);
  let rendered = 0;
  for (const page of others) {
    if (holds(page, candidates) || (before && holds(page, before))) {
      await renderBlogPost(page._id, now);
      rendered++;
    }
  }
  return rendered;
}
