/**
 * The six service pages, rendered whole from their page documents (issue 31):
 * each page's compiled template (`_templates/<page id>.json`) with its `page.*`
 * slots filled and its JSON-LD rebuilt from the stored (or seed) document.
 */
import { faqList, processSteps, serviceHead, textCards } from '@app/shared/html/views/service';
import type { ServicePageDoc } from '@app/shared/pages/service-page';
import { allPageDocuments, type PageDocument } from '../../data/page-doc';
import { writePage } from '../../lib/site-pages';
import { loadTemplate, renderPage } from '../render';

/**
 * A service page's HTML from a document (its live or its draft content). A
 * share preview renders the draft through here with `noindex`, so it looks
 * exactly as the published page will.
 */
export async function servicePageHtml(
  doc: PageDocument,
  options: { noindex?: boolean } = {},
): Promise<string> {
  const loaded = await loadTemplate(doc.id as `service-${string}`);
  const c = doc.content as ServicePageDoc;
  const fills = {
    'page.headline': c.headline,
    'page.intro': c.intro,
    'page.capabilities': textCards(loaded.cls, c.capabilities),
    'page.offerings': textCards(loaded.cls, c.offerings),
    'page.process': processSteps(loaded.cls, c.process),
    'page.faqs': faqList(loaded.cls, c.faqs),
  };
  const built = loaded.template.headInput;
  const head = built ? serviceHead(built, c) : loaded.siteHead;
  return renderPage(loaded, fills, head && options.noindex ? { ...head, noindex: true } : head, doc);
}

export async function renderServicePage(doc: PageDocument): Promise<void> {
  await writePage(doc.path, await servicePageHtml(doc));
}

/** Every service page (the page group of the `pages` source). */
export async function renderServicePages(): Promise<number> {
  const docs = (await allPageDocuments()).filter((d) => d.kind === 'service');
  for (const doc of docs) await renderServicePage(doc);
  return docs.length;
}
