/**
 * The public pages with no stored list or document of their own (contact,
 * booking, meeting, ...; the legal pages are documents, legal-pages.ts):
 * each is its compiled template with only what every page shows filled in
 * (the offices' cards in the footer, render.ts), so a change there reaches
 * them too.
 */
import { PLAIN_PAGE_TEMPLATES, type PlainTemplate } from '@app/shared/pages/page-ids';
import type { PageDocument } from '../../data/page-doc';
import { writePage } from '../../lib/site-pages';
import { loadTemplate, noindexHead, renderPage } from '../render';

/**
 * A plain page; an office draft's share preview is /contact-us (it shows the
 * card in the footer and in "Our offices") with that draft in place, noindex.
 */
export async function plainPageHtml(
  name: PlainTemplate,
  options: { noindex?: boolean; draft?: PageDocument } = {},
): Promise<string> {
  const loaded = await loadTemplate(name, options.draft);
  return renderPage(loaded, {}, options.noindex ? noindexHead(loaded) : undefined);
}

export async function renderPlainPages(): Promise<number> {
  const pages = Object.entries(PLAIN_PAGE_TEMPLATES);
  for (const [path, name] of pages) await writePage(path, await plainPageHtml(name));
  return pages.length;
}
