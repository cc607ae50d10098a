/**
 * What every page shows from stored content (issue 31): the offices' contact
 * cards and the footer's tagline and social links. Read when a template has
 * their slots (one GetItem per document) and filled on every render, so every
 * renderer picks up a change without knowing about it.
 */
import { OFFICE_IDS } from '@app/shared/company-contacts';
import type { CompiledTemplate, SlotFill } from '@app/shared/html/template';
import { footerFills, hasFooterSlots } from '@app/shared/html/views/footer';
import { hasOfficeSlots, officeFills } from '@app/shared/html/views/office';
import type { FooterContent } from '@app/shared/pages/footer-page';
import { FOOTER_PAGE_ID } from '@app/shared/pages/page-ids';
import { getPageDocument, officeCards } from '../data/page-doc';

export async function siteFills(template: CompiledTemplate): Promise<Record<string, SlotFill>> {
  const [offices, footer] = await Promise.all([
    hasOfficeSlots(template) ? officeCards(OFFICE_IDS) : null,
    hasFooterSlots(template) ? getPageDocument(FOOTER_PAGE_ID) : null,
  ]);
  return {
    ...(offices ? officeFills(template, offices) : {}),
    ...(footer ? footerFills(template, footer.content as FooterContent) : {}),
  };
}
