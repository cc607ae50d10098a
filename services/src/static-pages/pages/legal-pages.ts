/**
 * The legal pages, rendered from their page documents (issue 31): the staff
 * prose and the introduction filled into the page's template, the generated
 * blocks as the build rendered them (the template keeps them), and "Last
 * updated" the later of the last published prose change and the last change
 * of the generated blocks (data/legal-facts.ts).
 */
import * as clock from '@app/shared/clock';
import { COMPANY } from '@app/shared/company';
import { legalSections, updatedLine } from '@app/shared/html/views/legal';
import { LEGAL_PAGE_IDS, LEGAL_SLOTS, type LegalContent } from '@app/shared/pages/legal-page';
import { LEGAL_SEED_UPDATED } from '@app/shared/pages/seed/legal';
import { laterDay, PRIVACY_FACTS_UPDATED } from '@app/shared/privacy-facts';
import { zonedDay } from '@app/shared/zoned-time';
import { factsChangedOn } from '../../data/legal-facts';
import { getPageDocument, type PageDocument } from '../../data/page-doc';
import { writePage } from '../../lib/site-pages';
import { type LoadedTemplate, loadTemplate, renderPage } from '../render';

/** The day of the last published prose change: the seed's day until staff save the page. */
export function proseDay(doc: Pick<PageDocument, 'updatedAt'>): string {
  return doc.updatedAt ? zonedDay(doc.updatedAt, COMPANY.timeZone) : LEGAL_SEED_UPDATED;
}

/** "Last updated": the later of the prose's day and the generated blocks' day (a page without blocks: the prose's). */
export async function lastUpdated(doc: PageDocument, loaded: LoadedTemplate, now = clock.now()) {
  const blocks = loaded.template.generated;
  const prose = proseDay(doc);
  if (!blocks || blocks.length === 0) return prose;
  return laterDay(prose, await factsChangedOn(doc.id, blocks, PRIVACY_FACTS_UPDATED, now));
}

export async function renderLegalPage(doc: PageDocument, now = clock.now()): Promise<void> {
  const loaded = await loadTemplate(doc.id as (typeof LEGAL_PAGE_IDS)[number]);
  const c = doc.content as LegalContent;
  await writePage(
    doc.path,
    renderPage(loaded, {
      [LEGAL_SLOTS.intro]: c.intro,
      [LEGAL_SLOTS.updated]: updatedLine(await lastUpdated(doc, loaded, now)),
      [LEGAL_SLOTS.prose]: legalSections(loaded.cls, c.sections),
    }),
  );
}

/** Both legal pages (the page group of the `pages` source). */
export async function renderLegalPages(now = clock.now()): Promise<number> {
  for (const id of LEGAL_PAGE_IDS) await renderLegalPage(await getPageDocument(id), now);
  return LEGAL_PAGE_IDS.length;
}
