/**
 * Blog posts: `pk = BLOG#<id>`, `sk = BLOG`.
 * - gsi1: `BLOGS#published` by `<publishAt>#<id>` (published and scheduled:
 *   a public read bounds the sort key by now), `BLOGS#draft` by `<updatedAt>#<id>`.
 * - gsi2: `BLOGS#industry#<industry>` by `<publishAt>#<id>` (not for drafts).
 * The slug guard (`BLOG_SLUG#<slug>`) stays in data/blog.ts. Access patterns B1–B6, S6.
 */
import type { AdminBlog } from '@app/shared/schemas/blog-publish';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key } from '../table';
import { fieldsOf } from './fields';
import { table } from './table';

/** A stored post: the editor's fields plus status, times and author. */
export type StoredBlog = AdminBlog & {
  authorSub?: string;
  pageWrittenFor?: string;
  /** The draft's publish time beside it, so the sweep finds due drafts in the list projection. */
  draftPublishAt?: string;
};

export const blogKeys = {
  pk: (id: string) => key('BLOG', id),
  sk: 'BLOG',
  slugPk: (slug: string) => key('BLOG_SLUG', slug),
  slugSk: 'SLUG',
  livePk: 'BLOGS#published',
  draftPk: 'BLOGS#draft',
  industryPk: (industry: string) => key('BLOGS', 'industry', industry),
};

export const BlogEntity = new Entity({
  name: 'blog',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<StoredBlog>()(
      '_id',
      'title',
      'content',
      'industry',
      'tags',
      'slug',
      'metaTitle',
      'metaDescription',
      'heroImage',
      'heroImageAlt',
      'featuredImage',
      'ogImage',
      'ogTitle',
      'cta',
      'author',
      'wordCount',
      'readingTime',
      'createdAt',
      'updatedAt',
      'status',
      'publishAt',
      'unpublishAt',
      'authorEmail',
      'version',
      'authorSub',
      'pageWrittenFor',
      'draft',
      'draftPublishAt',
    ),
    _id: string().key(),
  }).and((prev) => ({
    pk: string()
      .key()
      .hidden()
      .link<typeof prev>(({ _id }) => blogKeys.pk(_id)),
    sk: string().key().hidden().const(blogKeys.sk),
    gsi1pk: string()
      .hidden()
      .link<typeof prev>(({ status }) => (status === 'draft' ? blogKeys.draftPk : blogKeys.livePk)),
    gsi1sk: string()
      .hidden()
      .link<typeof prev>(({ status, updatedAt, publishAt, _id }) =>
        key(String(status === 'draft' ? updatedAt : (publishAt ?? updatedAt)), _id),
      ),
    gsi2pk: string()
      .hidden()
      .optional()
      .link<typeof prev>(({ status, industry, publishAt }) =>
        status !== 'draft' && industry && publishAt ? blogKeys.industryPk(String(industry)) : undefined,
      ),
    gsi2sk: string()
      .hidden()
      .optional()
      .link<typeof prev>(({ status, industry, publishAt, _id }) =>
        status !== 'draft' && industry && publishAt ? key(String(publishAt), _id) : undefined,
      ),
  })),
});

/** The list projection: everything but the content. */
export const BLOG_SUMMARY_ATTRIBUTES = [
  '_id',
  'title',
  'industry',
  'tags',
  'slug',
  'metaTitle',
  'metaDescription',
  'heroImage',
  'heroImageAlt',
  'featuredImage',
  'ogImage',
  'ogTitle',
  'author',
  'wordCount',
  'readingTime',
  'status',
  'publishAt',
  'unpublishAt',
  'createdAt',
  'updatedAt',
  'pageWrittenFor',
  'draftPublishAt',
];

export const blogPatterns = {
  B1: 'table',
  B2: 'table',
  B3: 'gsi1',
  B4: 'gsi1',
  B5: 'gsi1',
  B6: 'gsi2',
} as const;
