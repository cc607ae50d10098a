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

/**
 * A legal page's HTML from a document (its live content, or a draft as it will
 * be published): the template keeps the generated blocks, the nav and the
 * footer. A share preview passes `noindex`; its `doc.updatedAt` is the day the
 * draft would go live, so "Last updated" reads as it will.
 */
export async function legalPageHtml(
  doc: PageDocument,
  now = clock.now(),
  options: { noindex?: boolean } = {},
): Promise<string> {
  const loaded = await loadTemplate(doc.id as (typeof LEGAL_PAGE_IDS)[number]);
  const c = doc.content as LegalContent;
  const head = loaded.siteHead ?? loaded.template.headInput;
  return renderPage(
    loaded,
    {
      [LEGAL_SLOTS.intro]: c.intro,
      [LEGAL_SLOTS.updated]: updatedLine(await lastUpdated(doc, loaded, now)),
      [LEGAL_SLOTS.prose]: legalSections(loaded.cls, c.sections),
    },
    options.noindex && head ? { ...head, noindex: true } : undefined,
    doc,
  );
}

export async function renderLegalPage(doc: PageDocument, now = clock.now()): Promise<void> {
  await writePage(doc.path, await legalPageHtml(doc, now));
}

/** Both legal pages (the page group of the `pages` source). */
export async function renderLegalPages(now = clock.now()): Promise<number> {
  for (const id of LEGAL_PAGE_IDS) await renderLegalPage(await getPageDocument(id), now);
  return LEGAL_PAGE_IDS.length;
}
