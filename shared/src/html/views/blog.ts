/**
 * Views of the blog pages (run-time; markup and classes as the web's blog
 * components had them): a post's article and related articles, the cards
 * and numbered pages of the lists.
 */
import { industryListPath, listPagePath, tagListPath } from '../../blog-lists';
import { MESSAGES } from '../../messages';
import type { BlogSummary, PublicBlog } from '../../schemas/blog-publish';
import { type Child, type HtmlNode, h, trustedHtml } from '../html';
import type { SiteClasses } from '../site-classes';
import { callToAction, cx, grid, para, time } from './common';
import { type ImageInfos, mediaImage, NO_IMAGE_INFO } from './media-image';

export const blogPath = (slug: string) => `/blogs/${slug}`;
const CARD_IMAGE = { width: 480, height: 270 } as const;

/** A post in a list: image, industry, title (the link), summary, date and reading time. */
export function blogCard(
  cls: SiteClasses,
  blog: BlogSummary,
  opts: { eager?: boolean; priority?: boolean } = {},
  images: ImageInfos = NO_IMAGE_INFO,
) {
  const src = blog.featuredImage || blog.heroImage;
  return h(
    'article',
    { class: cls['ui.card'] },
    mediaImage(src, images.get(src), {
      alt: blog.heroImageAlt,
      sizes: 'card',
      frame: CARD_IMAGE,
      eager: opts.eager,
      priority: opts.priority,
      class: cls['blog.cardImage'],
    }),
    h(
      'p',
      { class: cls['ui.eyebrow'] },
      h('a', { href: industryListPath(blog.industry), class: cls['blog.tagLink'] }, blog.industry),
    ),
    h(
      'h3',
      { class: cls['ui.cardTitle'] },
      h('a', { href: blogPath(blog.slug), class: cls['blog.cardLink'] }, blog.title),
    ),
    blog.metaDescription ? h('p', { class: cls['ui.cardText'] }, blog.metaDescription) : null,
    h('p', { class: cls['blog.meta'] }, time(blog.publishAt), ` · ${blog.readingTime} min read`),
  );
}

/** Page links of a list: previous, the numbers (a window around the current one), next. */
export function pagination(cls: SiteClasses, base: string, page: number, pages: number): HtmlNode | null {
  if (pages <= 1) return null;
  const numbers = new Set(
    [1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages),
  );
  const sorted = [...numbers].sort((a, b) => a - b);
  const items: Child[] = [];
  const link = (n: number, label: string, rel?: string, name?: string) =>
    h(
      'li',
      null,
      h(
        'a',
        {
          href: listPagePath(base, n),
          class: cls['blog.pageLink'],
          rel,
          'aria-label': name,
          'aria-current': n === page && !rel ? 'page' : undefined,
        },
        label,
      ),
    );
  if (page > 1) items.push(link(page - 1, 'Previous', 'prev', 'Previous page'));
  sorted.forEach((n, i) => {
    if (i > 0 && n - (sorted[i - 1] ?? n) > 1) items.push(h('li', { 'aria-hidden': 'true' }, '…'));
    items.push(link(n, String(n), undefined, `Page ${n}`));
  });
  if (page < pages) items.push(link(page + 1, 'Next', 'next', 'Next page'));
  return h(
    'nav',
    { class: cls['blog.pagination'], 'aria-label': 'Pages' },
    h('ul', { class: cls['blog.pageList'] }, items),
  );
}

/** One page of a list: its cards and page links, or the empty message. */
export function blogListPage(
  cls: SiteClasses,
  items: readonly BlogSummary[],
  base: string,
  page: number,
  pages: number,
  images: ImageInfos = NO_IMAGE_INFO,
) {
  if (items.length === 0) return [para(MESSAGES.noDataFound)];
  return [
    grid(
      cls,
      3,
      items.map((b, i) => blogCard(cls, b, { eager: i < 3, priority: i === 0 }, images)),
    ),
    pagination(cls, base, page, pages),
  ];
}

/** The post itself (the template's `article` slot); the share buttons follow it in the template. */
export function blogArticle(
  cls: SiteClasses,
  blog: PublicBlog,
  images: ImageInfos = NO_IMAGE_INFO,
  /** The content with its inline images made responsive (services/src/lib/media/responsive-rich-text.ts). */
  content: string = blog.content,
): Child {
  const tags = blog.tags.map((tag) => {
    const path = tagListPath(tag);
    return h(
      'li',
      { class: cls['blog.tag'] },
      path ? h('a', { href: path, class: cls['blog.tagLink'] }, tag) : tag,
    );
  });
  return [
    h(
      'p',
      { class: cls['blog.meta'] },
      h('a', { href: industryListPath(blog.industry), class: cls['blog.tagLink'] }, blog.industry),
      ' · ',
      time(blog.publishAt),
      ` · ${blog.readingTime} min read`,
      blog.author ? ` · By ${blog.author}` : null,
    ),
    h('h1', null, blog.title),
    h('ul', { class: cls['blog.tags'], 'aria-label': 'Tags' }, tags),
    // SPEC §2 admin-only edit and delete: the site script loads it for staff who may write blogs.
    h('div', {
      class: cls['blog.adminActions'],
      'data-island': 'static',
      'data-island-name': 'blog-admin',
      'data-blog-id': blog._id,
      'data-slug': blog.slug,
      hidden: true,
    }),
    mediaImage(blog.heroImage, images.get(blog.heroImage), {
      alt: blog.heroImageAlt,
      sizes: 'article',
      priority: true,
      class: cls['blog.hero'],
    }),
    // Sanitised with the rich-text allowlist before it was stored (services/src/lib/sanitize-html.ts).
    h('div', { class: cx(cls['blog.content'], 'rich-content') }, trustedHtml(content)),
    blog.cta ? callToAction(cls, blog.cta) : null,
  ];
}

/** Related articles (SPEC §2), or its empty message. */
export function relatedArticles(
  cls: SiteClasses,
  related: readonly BlogSummary[],
  images: ImageInfos = NO_IMAGE_INFO,
): Child {
  if (related.length === 0) return para(MESSAGES.noRelatedArticles);
  return grid(
    cls,
    3,
    related.map((b) => blogCard(cls, b, {}, images)),
  );
}
