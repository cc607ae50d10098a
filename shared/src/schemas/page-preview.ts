/**
 * Drafts and share previews of page documents (issue 31, item 3).
 *
 * A draft sits beside the live version: saving it changes nothing a visitor
 * sees; "Publish" makes it live, or the maintenance sweep does at its
 * `publishAt`. "Share preview" makes a link `/preview#t=<token>`, the token
 * `<kind>.<record id>.<preview id>.<expiry s>.<HMAC>` (services/src/lib/content/
 * preview-token.ts, the meeting-link secret under a `preview:` prefix). The
 * token stays in the fragment (no server, WAF or CDN log) and goes in the
 * body of `POST /content/preview`; the link works while its preview record
 * exists (revoking deletes it) and for PREVIEW_LINK_DAYS at most.
 */
import * as z from './zod-mini';

export const PREVIEW_LINK_DAYS = 7;
export const PREVIEW_PAGE_PATH = '/preview';
export const PREVIEW_LINK_FRAGMENT = 't';
/** Open links kept per record (the list is one Query). */
export const PREVIEW_LINKS_MAX = 20;

export const PAGE_DRAFT_MESSAGES = {
  draftSaved: 'Draft saved. The live page is unchanged.',
  published: 'Draft published',
  discarded: 'Draft discarded',
  noDraft: 'This page has no draft. Save a draft first.',
  publishAtInvalid: 'Choose when the draft should be published.',
  publishAtPast: 'The publish time must be in the future.',
  tooManyPreviews: `This page already has ${PREVIEW_LINKS_MAX} open preview links. Revoke one first.`,
  previewInvalid: 'This preview link is not valid.',
  previewGone: 'This preview link has expired or was revoked.',
  previewNotFound: 'This preview link was not found.',
} as const;

/** Summaries the History drawer shows for draft steps (revisions keep every version). */
export const DRAFT_REVISION_TEXTS = {
  draft: (summary: string) => `Draft: ${summary}`,
  published: 'Published the draft',
  scheduled: 'Published the draft as scheduled',
  discarded: 'Discarded the draft',
  scheduleBy: 'Schedule',
} as const;

export const publishAtField = z.nullable(
  z.iso.datetime({ offset: true, error: PAGE_DRAFT_MESSAGES.publishAtInvalid }),
);

// base64url pieces, ids and digits only: short, and never a slow pattern.
export const previewTokenSchema = z.object({
  token: z
    .string({ error: PAGE_DRAFT_MESSAGES.previewInvalid })
    .check(
      z.trim(),
      z.minLength(1, { error: PAGE_DRAFT_MESSAGES.previewInvalid, abort: true }),
      z.maxLength(300, { error: PAGE_DRAFT_MESSAGES.previewInvalid, abort: true }),
      z.regex(/^[A-Za-z0-9_.-]+$/, { error: PAGE_DRAFT_MESSAGES.previewInvalid }),
    ),
});

/** An open preview link as the admin lists it (the URL only when it is made: the token is not stored). */
export interface PreviewLinkView {
  id: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
  url?: string;
}

/** A draft as the page document carries it. */
export interface PageDraftView {
  content: unknown;
  updatedBy: string;
  updatedAt: string;
  publishAt: string | null;
}
