/**
 * What a social post links to, and its Open Graph card, from the site's own
 * stored records only: the card of a blog post, case study or job is built
 * with the same page-meta functions that write its share-ready page, so it
 * shows what the networks will show. The server never fetches a URL (no
 * SSRF): a free link to another site gets no card, and a free link to this
 * site gets one only when its path is a blog, case study or job page.
 */

import { jobPath } from '@app/shared/careers';
import { COMPANY } from '@app/shared/company';
import { blogPath } from '@app/shared/html/views/blog';
import { caseStudyPath } from '@app/shared/html/views/content';
import type { JobView } from '@app/shared/schemas/careers-admin';
import type { CaseStudy } from '@app/shared/schemas/case-study';
import { isSitePath } from '@app/shared/schemas/common';
import type { LinkPreview, SocialLinkOption } from '@app/shared/schemas/social-post';
import { SOCIAL_MESSAGES } from '@app/shared/schemas/social-post';
import type { SocialLinkKind } from '@app/shared/social';
import { getBlogBySlug, listBlogsByStatus, type StoredBlog } from '../../data/blog';
import { caseStudies, caseStudySlugs } from '../../data/case-study';
import { getJob, listOpenJobs } from '../../data/job-post';
import { jobPageHead } from '../../lib/careers/job-head';
import { toPublicJob } from '../../lib/careers/job-views';
import { ValidationError } from '../../lib/errors';
import { siteUrl } from '../../lib/site-url';

/** The head tags a share-ready page carries (lib/site-pages.ts PageMeta), without its writer (no S3 here). */
interface PageMeta {
  path: string;
  title: string;
  description: string;
  ogTitle?: string;
  ogImage?: string;
}

/** A stored image key or URL as an absolute URL on the site (as site-pages' absoluteUrl). */
const absoluteUrl = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, origin).toString();

type ContentKind = Exclude<SocialLinkKind, 'url'>;

/** How many of each kind the editor's picker offers (newest first): one Query each. */
export const LINK_OPTIONS_LIMIT = 100;

function cardOf(meta: PageMeta, origin: string): LinkPreview {
  // The networks show og:title, which every page here sets (the document title carries " | Moondive").
  return {
    title: meta.ogTitle ?? meta.title,
    description: meta.description,
    // As the page's og:image: its own image, else the site's default social image (site/og-image.ts).
    image: absoluteUrl(meta.ogImage || COMPANY.ogImage.src, origin),
    url: absoluteUrl(meta.path, origin),
  };
}

/** The head tags blogPageMeta writes (title, description, Open Graph), without rendering the body. */
function blogMeta(
  b: Pick<StoredBlog, 'slug' | 'title' | 'metaTitle' | 'ogTitle' | 'metaDescription' | 'ogImage'>,
): PageMeta {
  return {
    path: blogPath(b.slug),
    title: b.metaTitle || b.title,
    ogTitle: b.ogTitle || b.metaTitle || b.title,
    description: b.metaDescription ?? '',
    ogImage: b.ogImage,
  };
}

/** The head tags caseStudyPageMeta writes, without rendering the body. */
function caseStudyMeta(c: CaseStudy): PageMeta {
  return {
    path: caseStudyPath(c.slug),
    title: c.title,
    ogTitle: c.title,
    description: c.summary,
    ogImage: c.ogImage || c.heroImage,
  };
}

/** The head jobPageMeta writes (job-head.ts). */
function jobMeta(job: JobView): PageMeta {
  return { path: jobPath(job._id), ...jobPageHead(toPublicJob(job)) };
}

/** The page meta of one stored record, or null when there is none. */
async function metaOf(kind: ContentKind, ref: string): Promise<PageMeta | null> {
  if (kind === 'blog') {
    const blog = await getBlogBySlug(ref);
    return blog ? blogMeta(blog) : null;
  }
  if (kind === 'case-study') {
    const id = await caseStudySlugs.owner(ref);
    const study = id ? await caseStudies.get(id) : null;
    return study ? caseStudyMeta(study) : null;
  }
  const job = await getJob(ref);
  return job ? jobMeta(job) : null;
}

/** Which record a path of this site shows, if any: /blogs/<slug>, /case-study/<slug>, /careers/<id>. */
export function contentOfPath(path: string): { kind: ContentKind; ref: string } | null {
  const m = /^\/(blogs|case-study|careers)\/([a-z0-9][a-z0-9-]{0,199})\/?(?:[?#].*)?$/.exec(path);
  if (!m) return null;
  const kind = m[1] === 'blogs' ? 'blog' : m[1] === 'case-study' ? 'case-study' : 'job';
  return { kind, ref: m[2] as string };
}

export interface ResolvedLink {
  /** The page's absolute URL, untagged. */
  url: string;
  preview: LinkPreview | null;
}

/** Resolves a post's link; a blog, case study or job that does not exist is a 400. */
export async function resolveLink(link: {
  linkKind: SocialLinkKind;
  linkRef?: string;
  linkUrl?: string;
}): Promise<ResolvedLink> {
  const origin = await siteUrl();
  if (link.linkKind !== 'url') {
    const meta = await metaOf(link.linkKind, link.linkRef ?? '');
    if (!meta)
      throw new ValidationError(SOCIAL_MESSAGES.linkNotFound, { linkRef: SOCIAL_MESSAGES.linkNotFound });
    return { url: absoluteUrl(meta.path, origin), preview: cardOf(meta, origin) };
  }
  const raw = link.linkUrl ?? '';
  const url = new URL(raw, origin);
  const own = isSitePath(raw) || url.origin === new URL(origin).origin;
  if (!own) return { url: url.toString(), preview: null };
  const content = contentOfPath(url.pathname);
  const meta = content ? await metaOf(content.kind, content.ref) : null;
  return { url: url.toString(), preview: meta ? cardOf(meta, origin) : null };
}

/** The editor's picker: the newest pages of one kind with their cards. */
export async function linkOptions(kind: ContentKind): Promise<SocialLinkOption[]> {
  const origin = await siteUrl();
  if (kind === 'blog') {
    const page = await listBlogsByStatus('live', { limit: LINK_OPTIONS_LIMIT });
    return page.items.map((b) => ({
      kind,
      ref: b.slug,
      label: b.title,
      preview: cardOf(blogMeta(b), origin),
    }));
  }
  if (kind === 'case-study') {
    const page = await caseStudies.list({ limit: LINK_OPTIONS_LIMIT, liveOnly: true });
    return page.items.map((c) => ({
      kind,
      ref: c.slug,
      label: c.title,
      preview: cardOf(caseStudyMeta(c), origin),
    }));
  }
  const page = await listOpenJobs({ limit: LINK_OPTIONS_LIMIT });
  return page.items.map((j) => ({
    kind,
    ref: j._id,
    label: j.jobTitle,
    preview: cardOf(jobMeta(j), origin),
  }));
}
