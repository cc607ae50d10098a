/**
 * Every page staff edit as a document (the Pages screen, /admin/edit-section):
 * its id, public path, title and kind. The list is fixed by the code, so the
 * API reads the stored documents by key (no Scan, no unbounded list).
 */
import { servicePageId } from './page-ids';
import { SERVICES } from './seed/services';
import { type ServicePageDoc, serviceDocOf } from './service-page';

export type PageKind = 'service';

export interface PageEntry {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  readonly kind: PageKind;
  /** The built-in document (today's text) shown until staff save one. */
  readonly seed: ServicePageDoc;
}

export const PAGES: readonly PageEntry[] = SERVICES.map((s) => ({
  id: servicePageId(s.path),
  path: s.path,
  title: s.title,
  kind: 'service',
  seed: serviceDocOf(s),
}));

export const PAGE_IDS = PAGES.map((p) => p.id) as [string, ...string[]];

export function pageById(id: string): PageEntry | undefined {
  return PAGES.find((p) => p.id === id);
}

/** Which fields the editor shows read-only (SPEC-fixed). */
export const FIXED_FIELDS: Readonly<Record<PageKind, readonly string[]>> = { service: ['title'] };
