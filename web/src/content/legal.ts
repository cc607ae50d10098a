/**
 * The legal pages as the build renders them (issue 31): the prose is the
 * page documents' seed (shared/src/pages/seed/legal.ts; staff edit it on the
 * Pages screen), the privacy policy's generated blocks come from the
 * product's own sources with this stage's privacy contact
 * (shared/src/privacy-facts.ts). No page text lives here.
 */
import {
  LEGAL_PAGE_IDS,
  type LegalContent,
  type LegalPageId,
  type LegalSection,
  PRIVACY_PAGE_ID,
} from '@app/shared/pages/legal-page';
import { LEGAL_SEED, LEGAL_SEED_UPDATED } from '@app/shared/pages/seed/legal';
import { laterDay, PRIVACY_FACTS_UPDATED, privacyFacts } from '@app/shared/privacy-facts';
import { CONTACTS } from './company';

export interface LegalDocument extends LegalContent {
  /** "Last updated" as built (the API dates it again from the stored documents). */
  readonly updated: string;
  /** The generated blocks after the prose (staff cannot edit them). */
  readonly generated: readonly LegalSection[];
}

function documentOf(id: LegalPageId): LegalDocument {
  const generated = id === PRIVACY_PAGE_ID ? privacyFacts(CONTACTS.privacy) : [];
  const updated =
    generated.length > 0 ? laterDay(LEGAL_SEED_UPDATED, PRIVACY_FACTS_UPDATED) : LEGAL_SEED_UPDATED;
  return { ...LEGAL_SEED[id], updated, generated };
}

export const LEGAL_DOCUMENTS = Object.fromEntries(LEGAL_PAGE_IDS.map((id) => [id, documentOf(id)])) as Record<
  LegalPageId,
  LegalDocument
>;
