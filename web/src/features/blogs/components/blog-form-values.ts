import type { AdminBlogView, BlogSaveInput, BlogStatus } from '@app/shared/schemas/blog-publish';
import { fromZonedInput, toZonedInput } from '../../../lib/zoned-input';

/** What the editor holds; strings stay '' while empty (the API gets only what was filled). */
export interface BlogFormValues {
  title: string;
  content: string;
  industry: string;
  tags: string[];
  slug: string;
  /** Once the writer edits the slug it no longer follows the title. */
  slugEdited: boolean;
  metaTitle: string;
  metaDescription: string;
  heroImage?: string;
  heroImageAlt: string;
  featuredImage?: string;
  ogImage?: string;
  ogTitle: string;
  withCta: boolean;
  cta: { title: string; description: string; buttonText: string; buttonLink: string };
  status: BlogStatus;
  /** `<input type="datetime-local">` value, in the member's zone (Settings › Time zone). */
  publishAt: string;
  /** When the post leaves the site by itself (issue 31); '' for never. Same zone. */
  unpublishAt: string;
}

export const EMPTY_BLOG_FORM: BlogFormValues = {
  title: '',
  content: '',
  industry: '',
  tags: [],
  slug: '',
  slugEdited: false,
  metaTitle: '',
  metaDescription: '',
  heroImageAlt: '',
  ogTitle: '',
  withCta: false,
  cta: { title: '', description: '', buttonText: '', buttonLink: '' },
  status: 'published',
  publishAt: '',
  unpublishAt: '',
};

const toLocalInput = toZonedInput;
/** datetime-local value in the member's zone -> ISO instant. */
export const fromLocalInput = fromZonedInput;

/** The editor's values of a post: a published post's waiting draft (issue 31) is what it edits. */
export function formFromBlog(stored: AdminBlogView): BlogFormValues {
  const blog = stored.draft ? ({ ...stored, ...stored.draft.fields } as AdminBlogView) : stored;
  return {
    title: blog.title,
    content: blog.content ?? '',
    industry: blog.industry ?? '',
    tags: blog.tags ?? [],
    slug: blog.slug,
    slugEdited: true,
    metaTitle: blog.metaTitle ?? '',
    metaDescription: blog.metaDescription ?? '',
    heroImage: blog.heroImage,
    heroImageAlt: blog.heroImageAlt ?? '',
    featuredImage: blog.featuredImage,
    ogImage: blog.ogImage,
    ogTitle: blog.ogTitle ?? '',
    withCta: !!blog.cta,
    cta: blog.cta ?? EMPTY_BLOG_FORM.cta,
    status: blog.status,
    publishAt: blog.status === 'scheduled' ? toLocalInput(blog.publishAt) : '',
    unpublishAt: toLocalInput(blog.unpublishAt),
  };
}

const filled = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);

/** The request body: empty optional fields are left out, so drafts and defaults work. */
export function bodyFromForm(v: BlogFormValues): BlogSaveInput {
  const body: Record<string, unknown> = {
    status: v.status,
    title: v.title,
    slug: v.slug,
    content: filled(v.content),
    industry: filled(v.industry),
    tags: v.tags.length > 0 || v.status !== 'draft' ? v.tags : undefined,
    metaTitle: filled(v.metaTitle),
    metaDescription: filled(v.metaDescription),
    heroImage: v.heroImage,
    heroImageAlt: filled(v.heroImageAlt),
    featuredImage: v.featuredImage,
    ogImage: v.ogImage,
    ogTitle: filled(v.ogTitle),
    cta: v.withCta ? v.cta : undefined,
    publishAt: v.status === 'scheduled' ? fromLocalInput(v.publishAt) : undefined,
    unpublishAt: v.status !== 'draft' ? fromLocalInput(v.unpublishAt) : undefined,
  };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body as BlogSaveInput;
}
