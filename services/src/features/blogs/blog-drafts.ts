/**
 * A published post's draft and share previews of posts (issue 31 item 3), in
 * the page drafts' shape beside the posts' admin routes, under blogs:write:
 * PUT /blogs/admin/draft?id= {…form, publishAt?, version} (the live post
 * untouched), POST …/publish?id= and …/discard?id= {version},
 * GET|POST …/previews?id= and DELETE …/previews?id=&previewId=. The share
 * link's page reads the preview through the content feature's public
 * POST /content/preview, as for pages.
 */
import { randomUUID } from 'node:crypto';
import { blogDraftSaveSchema, blogPreviewQuerySchema } from '@app/shared/schemas/blog-draft';
import { blogIdQuerySchema } from '@app/shared/schemas/blog-publish';
import {
  PAGE_DRAFT_MESSAGES,
  PREVIEW_LINKS_MAX,
  type PreviewLinkView,
} from '@app/shared/schemas/page-preview';
import { versionBodySchema } from '@app/shared/schemas/record-version';
import { idView } from '@app/shared/schemas/record-view';
import { requireBlog, toAdminBlog } from '../../data/blog';
import {
  createPreviewLink,
  deletePreviewLink,
  getPreviewLink,
  openPreviewLinks,
  type PreviewLink,
} from '../../data/preview-link';
import { discardBlogDraft, publishBlogDraft, saveBlogDraft as saveDraft } from '../../lib/content/blog-draft';
import { BLOG_PREVIEW_KIND, blogPreviewHtml } from '../../lib/content/blog-preview';
import { previewUrl, signPreviewToken } from '../../lib/content/preview-token';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { siteUrl } from '../../lib/site-url';
import { BLOG_BODY_BYTES } from './publish-blog';

const NO_STORE = { 'cache-control': 'no-store' };
const by = (user: { email?: string } | null | undefined) => user?.email ?? 'unknown';

const view = ({ id, createdBy, createdAt, linkExpiresAt }: PreviewLink): PreviewLinkView => ({
  id,
  createdBy,
  createdAt,
  expiresAt: linkExpiresAt,
});

export const saveBlogDraft = defineHandler({
  query: blogIdQuerySchema,
  body: blogDraftSaveSchema,
  maxBodyBytes: BLOG_BODY_BYTES,
  run: async ({ query, body, user }) => ({
    data: idView(toAdminBlog(await saveDraft(query.id, body, by(user)))),
  }),
});

export const publishBlogDraftHandler = defineHandler({
  query: blogIdQuerySchema,
  body: versionBodySchema,
  run: async ({ query, body, user }) => ({
    data: idView(toAdminBlog(await publishBlogDraft(query.id, body.version, by(user)))),
  }),
});

export const discardBlogDraftHandler = defineHandler({
  query: blogIdQuerySchema,
  body: versionBodySchema,
  run: async ({ query, body, user }) => ({
    data: idView(toAdminBlog(await discardBlogDraft(query.id, body.version, by(user)))),
  }),
});

export const listBlogPreviews = defineHandler({
  query: blogIdQuerySchema,
  run: async ({ query }) => {
    await requireBlog(query.id);
    const links = await openPreviewLinks(BLOG_PREVIEW_KIND, query.id);
    return { data: { items: links.map(view) }, headers: NO_STORE };
  },
});

export const createBlogPreview = defineHandler({
  query: blogIdQuerySchema,
  run: async ({ query, user }) => {
    const blog = await requireBlog(query.id);
    const html = await blogPreviewHtml(blog);
    if ((await openPreviewLinks(BLOG_PREVIEW_KIND, blog._id)).length >= PREVIEW_LINKS_MAX)
      throw new ValidationError(PAGE_DRAFT_MESSAGES.tooManyPreviews);
    const link = await createPreviewLink({
      kind: BLOG_PREVIEW_KIND,
      recordId: blog._id,
      id: randomUUID(),
      createdBy: by(user),
      html,
    });
    const expires = Math.floor(Date.parse(link.linkExpiresAt) / 1000);
    const token = await signPreviewToken({ kind: link.kind, recordId: link.recordId, id: link.id, expires });
    return {
      statusCode: 201,
      data: { ...view(link), url: previewUrl(await siteUrl(), token) },
      headers: NO_STORE,
    };
  },
});

export const revokeBlogPreview = defineHandler({
  query: blogPreviewQuerySchema,
  run: async ({ query }) => {
    if (!(await getPreviewLink(BLOG_PREVIEW_KIND, query.id, query.previewId)))
      throw new NotFoundError(PAGE_DRAFT_MESSAGES.previewNotFound);
    await deletePreviewLink(BLOG_PREVIEW_KIND, query.id, query.previewId);
    return { data: { id: query.previewId }, headers: NO_STORE };
  },
});
