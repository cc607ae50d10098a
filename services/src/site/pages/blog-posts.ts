/**
 * A blog post's page (/blogs/<slug>): rendered whole from the stored post,
 * its related articles and the `blog-post` template, with BlogPosting and
 * BreadcrumbList JSON-LD. It exists exactly while the post is live.
 */
import { COMPANY, organizationLd } from '@app/shared/company';
import type { HeadImage, HeadInput } from '@app/shared/html/head';
import { isLive, type PublicBlog } from '@app/shared/schemas/blog-publish';
import { getBlog, listLiveBlogs, markPageWritten, recommendedBlogs, toPublicBlog } from '../../data/blog';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { absoluteUrl, unpublishPage, writePage } from '../../lib/site-pages';
import { ogImage } from '../og-image';
import { loadTemplate, renderPage } from '../render';
import { blogArticle, blogPath, relatedArticles } from '../views/blog';
import { breadcrumbLd } from './structured-data';

export function blogHead(blog: PublicBlog, image: HeadImage, siteUrl = env.SITE_URL): HeadInput {
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

async function writePostPage(blog: PublicBlog, now: Date): Promise<void> {
  const [loaded, related, image] = await Promise.all([
    loadTemplate('blog-post'),
    recommendedBlogs(blog._id, blog.industry, 3, now),
    ogImage(blog.ogImage, blog.ogTitle || blog.metaTitle || blog.title),
  ]);
  const html = renderPage(
    loaded,
    {
      article: blogArticle(loaded.cls, blog),
      related: relatedArticles(loaded.cls, related.map(toPublicBlog)),
    },
    blogHead(blog, image),
  );
  await writePage(blogPath(blog.slug), html);
}

/**
 * Brings one post's page in line with the stored post: written while it is
 * live, removed otherwise. Re-reads the post after writing and renders again
 * when it changed meanwhile, so the last write always shows the last version.
 */
export async function renderBlogPost(id: string, now = new Date()): Promise<void> {
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

/** The newest posts of an industry: the pages whose related articles a change there can alter. */
export async function renderIndustryNeighbours(
  industries: readonly string[],
  exceptId: string,
  now = new Date(),
) {
  for (const industry of new Set(industries)) {
    const page = await listLiveBlogs({ limit: 4, industry }, now);
    for (const post of page.items) if (post._id !== exceptId) await renderBlogPost(post._id, now);
  }
}
