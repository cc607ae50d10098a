/**
 * Drafts and share previews of page documents (issue 31 item 3), under
 * sections:write like the pages: PUT …/draft (saves the draft with its
 * `version`, optionally a `publishAt` for the sweep; the live page untouched),
 * POST …/publish and …/discard, GET|POST …/previews and
 * DELETE …/previews/{previewId}; and the public POST /content/preview that the
 * share link's page calls with the token from its fragment.
 */
import { randomUUID } from 'node:crypto';
import * as clock from '@app/shared/clock';
import { HOME_PAGE_ID } from '@app/shared/pages/home-slots';
import { isSiteWide, type PageEntry } from '@app/shared/pages/registry';
import {
  PAGE_DRAFT_MESSAGES,
  PREVIEW_LINKS_MAX,
  type PreviewLinkView,
  previewTokenSchema,
  publishAtField,
} from '@app/shared/schemas/page-preview';
import { withVersion } from '@app/shared/schemas/record-version';
import * as z from '@app/shared/schemas/zod-mini';
import { allOpenJobs } from '../../data/job-post';
import { getPageDocument, type PageDocument } from '../../data/page-doc';
import { dropPageDraft, publishPageDraft, putPageDraft } from '../../data/page-draft';
import {
  createPreviewLink,
  deletePreviewLink,
  getPreviewLink,
  openPreviewLinks,
  type PreviewLink,
  refreshPreviewLinks,
} from '../../data/preview-link';
import { staleVersion } from '../../data/record-version';
import { checkPageImages, settlePageImages } from '../../lib/content/page-images';
import { checkPreviewToken, previewUrl, signPreviewToken } from '../../lib/content/preview-token';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { siteUrl } from '../../lib/site-url';
import { afterChange } from '../../static-pages/page-groups';
import { careersPageHtml } from '../../static-pages/pages/jobs';
import { legalPageHtml } from '../../static-pages/pages/legal-pages';
import { plainPageHtml } from '../../static-pages/pages/plain-pages';
import { homePageHtml, sectionPageHtml } from '../../static-pages/pages/section-pages';
import { servicePageHtml } from '../../static-pages/pages/service-pages';
import { ALL_PAGE_GROUPS } from '../../static-pages/site-groups';
import { checkedContent, entryOf, NO_STORE } from './page-handlers';

/** Preview records are keyed by the record kind; pages are `page`. */
const PAGE_PREVIEW_KIND = 'page';

async function current(entry: PageEntry, expected: number): Promise<PageDocument> {
  const doc = await getPageDocument(entry.id);
  // Checked before anything else happens; the conditional put settles a race.
  if (doc.version !== expected) throw staleVersion();
  return doc;
}

/**
 * The draft as it will look once published, through the page's own renderer,
 * with noindex. A tech-stack or footer draft shows on the live home page, an
 * office card's on /contact-us (its card under "Our offices" and in the
 * footer), each with the draft in place of the live document. A legal page's
 * "Last updated" is the day the draft goes live: its publish time, or now for
 * a Publish now.
 */
async function draftHtml(doc: PageDocument): Promise<string> {
  if (!doc.draft) throw new ValidationError(PAGE_DRAFT_MESSAGES.noDraft);
  const draft = { ...doc, content: doc.draft.content };
  const noindex = true;
  switch (draft.kind) {
    case 'service':
      return servicePageHtml(draft, { noindex });
    case 'home':
      return homePageHtml(draft, { noindex });
    case 'about':
    case 'industries':
    case 'life':
      return sectionPageHtml(draft, { noindex });
    case 'careers':
      return careersPageHtml(draft, await allOpenJobs(clock.now()), { noindex });
    case 'tech-stack':
    case 'footer':
      return homePageHtml(await getPageDocument(HOME_PAGE_ID), { noindex, draft });
    case 'office':
      return plainPageHtml('contact-us', { noindex, draft });
    case 'legal': {
      const now = clock.now();
      const live = doc.draft.publishAt ?? now.toISOString();
      return legalPageHtml({ ...draft, updatedAt: live }, now, { noindex });
    }
  }
}

const view = ({ id, createdBy, createdAt, linkExpiresAt }: PreviewLink): PreviewLinkView => ({
  id,
  createdBy,
  createdAt,
  expiresAt: linkExpiresAt,
});

/** A publish or a discard ends the draft, and with it the links that showed it. */
async function endPreviews(recordId: string): Promise<void> {
  for (const link of await openPreviewLinks(PAGE_PREVIEW_KIND, recordId))
    await deletePreviewLink(PAGE_PREVIEW_KIND, recordId, link.id);
}

export const savePageDraft = defineHandler({
  body: withVersion(
    z.object({ content: z.record(z.string(), z.unknown()), publishAt: z.optional(publishAtField) }),
  ),
  run: async ({ params, body, user }) => {
    const entry = entryOf(params);
    const content = checkedContent(entry, body.content);
    const publishAt = body.publishAt ?? null;
    if (publishAt && Date.parse(publishAt) <= clock.now().getTime())
      throw new ValidationError(PAGE_DRAFT_MESSAGES.publishAtPast, {
        publishAt: PAGE_DRAFT_MESSAGES.publishAtPast,
      });
    const doc = await current(entry, body.version);
    await checkPageImages(entry.id, entry.kind, content);
    await putPageDraft(doc, content, publishAt, user?.email ?? 'unknown');
    await settlePageImages(entry.id, entry.kind, [doc.content, content], [doc.draft?.content]);
    const saved = await getPageDocument(entry.id);
    // Open links show the draft as it now is (rendered only when a link is open, as for posts).
    if ((await openPreviewLinks(PAGE_PREVIEW_KIND, entry.id)).length > 0)
      await refreshPreviewLinks(PAGE_PREVIEW_KIND, entry.id, await draftHtml(saved));
    return { data: saved, headers: NO_STORE };
  },
});

export const publishPage = defineHandler({
  body: withVersion(z.object({})),
  run: async ({ params, body, user }) => {
    const entry = entryOf(params);
    const doc = await current(entry, body.version);
    await publishPageDraft(doc, user?.email ?? 'unknown');
    await settlePageImages(entry.id, entry.kind, [doc.draft?.content], [doc.content]);
    await endPreviews(entry.id);
    await afterChange(isSiteWide(entry) ? 'site' : 'pages', undefined, ALL_PAGE_GROUPS);
    return { data: await getPageDocument(entry.id), headers: NO_STORE };
  },
});

export const discardPageDraft = defineHandler({
  body: withVersion(z.object({})),
  run: async ({ params, body, user }) => {
    const entry = entryOf(params);
    const doc = await current(entry, body.version);
    await dropPageDraft(doc, user?.email ?? 'unknown');
    await settlePageImages(entry.id, entry.kind, [doc.content], [doc.draft?.content]);
    await endPreviews(entry.id);
    return { data: await getPageDocument(entry.id), headers: NO_STORE };
  },
});

export const listPagePreviews = defineHandler({
  run: async ({ params }) => {
    const links = await openPreviewLinks(PAGE_PREVIEW_KIND, entryOf(params).id);
    return { data: { items: links.map(view) }, headers: NO_STORE };
  },
});

export const createPagePreview = defineHandler({
  run: async ({ params, user }) => {
    const entry = entryOf(params);
    const doc = await getPageDocument(entry.id);
    if (!doc.draft) throw new ValidationError(PAGE_DRAFT_MESSAGES.noDraft);
    const html = await draftHtml(doc);
    if ((await openPreviewLinks(PAGE_PREVIEW_KIND, entry.id)).length >= PREVIEW_LINKS_MAX)
      throw new ValidationError(PAGE_DRAFT_MESSAGES.tooManyPreviews);
    const link = await createPreviewLink({
      kind: PAGE_PREVIEW_KIND,
      recordId: entry.id,
      id: randomUUID(),
      createdBy: user?.email ?? 'unknown',
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

export const revokePagePreview = defineHandler({
  run: async ({ params }) => {
    const entry = entryOf(params);
    const id = params.previewId ?? '';
    if (!(await getPreviewLink(PAGE_PREVIEW_KIND, entry.id, id)))
      throw new NotFoundError(PAGE_DRAFT_MESSAGES.previewNotFound);
    await deletePreviewLink(PAGE_PREVIEW_KIND, entry.id, id);
    return { data: { id }, headers: NO_STORE };
  },
});

/** POST /content/preview {token}: the draft's HTML for the share link's page (public; noindex). */
export const previewDraft = defineHandler({
  body: previewTokenSchema,
  run: async ({ body }) => {
    const now = clock.now().getTime();
    const check = await checkPreviewToken(body.token, now);
    if (!check.ok) throw new ValidationError(PAGE_DRAFT_MESSAGES.previewInvalid);
    const link = check.expired ? null : await getPreviewLink(check.kind, check.recordId, check.id);
    if (!link || Date.parse(link.linkExpiresAt) <= now)
      throw new NotFoundError(PAGE_DRAFT_MESSAGES.previewGone);
    return { data: { html: link.html }, headers: { ...NO_STORE, 'x-robots-tag': 'noindex' } };
  },
});
