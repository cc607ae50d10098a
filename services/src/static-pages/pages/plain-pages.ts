/**
 * The public pages with no stored list or document of their own (contact,
 * booking, meeting, ...; the legal pages are documents, legal-pages.ts):
 * each is its compiled template with only what every page shows filled in
 * (the offices' cards in the footer, render.ts), so a change there reaches
 * them too.
 */
import { PLAIN_PAGE_TEMPLATES } from '@app/shared/pages/page-ids';
import { writePage } from '../../lib/site-pages';
import { loadTemplate, renderPage } from '../render';

export async function renderPlainPages(): Promise<number> {
  const pages = Object.entries(PLAIN_PAGE_TEMPLATES);
  for (const [path, name] of pages) await writePage(path, renderPage(await loadTemplate(name), {}));
  return pages.length;
}
