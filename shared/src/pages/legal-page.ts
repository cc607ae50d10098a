/**
 * The legal pages as documents (issue 31): the privacy policy and the terms.
 * Staff write the prose (the introduction and the sections around the
 * generated blocks); the page heading is SPEC's and fixed. The privacy
 * policy's generated blocks (retention, analytics, sign-in storage,
 * processors, contact: shared/src/privacy-facts.ts) are not part of the
 * document: the web build renders them into the page's template and keeps
 * them there (`generated`), so the API shows them read-only and dates their
 * changes. "Last updated" is the later of the last published prose change
 * and the last change of the generated blocks.
 */
import type { PolicySection } from '../privacy-facts';
import { plainText } from '../schemas/common';
import * as z from '../schemas/zod-mini';
import { pageSeoSchema } from './page-seo-schema';

export const PRIVACY_PAGE_ID = 'privacy-policy';
export const TERMS_PAGE_ID = 'terms-and-conditions';
export const LEGAL_PAGE_IDS = [PRIVACY_PAGE_ID, TERMS_PAGE_ID] as const;
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number];
/** Each legal page's public path (its template has the page id as name). */
export const LEGAL_PAGE_PATHS: Readonly<Record<LegalPageId, string>> = {
  [PRIVACY_PAGE_ID]: '/privacy-policy',
  [TERMS_PAGE_ID]: '/terms-and-conditions',
};

export const LEGAL_PAGE_LIMITS = {
  heading: 120,
  intro: 600,
  paragraph: 2000,
  sections: 20,
  paragraphs: 10,
} as const;

export type LegalSection = PolicySection;

// A type, not an interface: @mantine/form's resolver takes a record of fields.
export type LegalContent = {
  /** The page's h1 (SPEC §2's page name): fixed. */
  readonly heading: string;
  readonly intro: string;
  /** Staff prose, shown before the generated blocks. */
  readonly sections: readonly LegalSection[];
};
export type LegalPageDoc = LegalContent;

const L = LEGAL_PAGE_LIMITS;
const sectionSchema = z.object({
  heading: plainText('Section heading', L.heading),
  paragraphs: z
    .array(plainText('Paragraph', L.paragraph))
    .check(
      z.minLength(1, { error: 'A section needs at least one paragraph.' }),
      z.maxLength(L.paragraphs, { error: `A section has at most ${L.paragraphs} paragraphs.` }),
    ),
});

export const legalPageSchema = z.object({
  /** The page's search snippet (meta title and description); empty falls back to the built head. */
  seo: pageSeoSchema,
  heading: z.optional(z.string()),
  intro: plainText('Introduction', L.intro),
  sections: z
    .array(sectionSchema)
    .check(
      z.minLength(1, { error: 'The page needs at least one section.' }),
      z.maxLength(L.sections, { error: `The page has at most ${L.sections} sections.` }),
    ),
});

/** Template slots of a legal page. */
export const LEGAL_SLOTS = {
  intro: 'legal.intro',
  updated: 'legal.updated',
  prose: 'legal.prose',
} as const;
