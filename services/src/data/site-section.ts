/**
 * Site sections as they were stored before they were folded into page
 * documents (shared/src/pages/section-fold.ts): one item per edited section,
 * `pk = SECTION#<key>`, `sk = SECTION`, listed on gsi1 `SECTIONS` by key (a
 * handful of items, read in one Query). Nothing writes them any more; the
 * fold backfill (section-fold-backfill.ts) reads them once to move their
 * values into the pages, then marks them `foldedAt`. Nothing is deleted.
 */
import { SectionEntity, sectionKeys } from './entities/site-section';
import { queryIndexPage } from './index-page';

export async function sectionItems() {
  const page = await queryIndexPage({
    entity: SectionEntity,
    index: 'gsi1',
    partition: sectionKeys.listPk,
    limit: 100,
    oldestFirst: true,
  });
  return page.items;
}
