/**
 * What the editor of a legal page shows beside the prose (issue 31): the
 * generated blocks as the live page has them (read-only: the page's template
 * keeps them) and the page's "Last updated" day.
 */
import type { LegalPageId, LegalSection } from '@app/shared/pages/legal-page';
import type { PageDocument } from '../../data/page-doc';
import { lastUpdated } from '../../static-pages/pages/legal-pages';
import { loadTemplate } from '../../static-pages/render';

export interface LegalPageView extends PageDocument {
  /** The generated blocks (staff cannot edit them); empty for a page without any. */
  generated: readonly LegalSection[];
  /** "Last updated" as the page shows it (YYYY-MM-DD). */
  lastUpdated: string;
}

export async function withLegalFacts(doc: PageDocument): Promise<LegalPageView> {
  const loaded = await loadTemplate(doc.id as LegalPageId);
  return { ...doc, generated: loaded.template.generated ?? [], lastUpdated: await lastUpdated(doc, loaded) };
}
