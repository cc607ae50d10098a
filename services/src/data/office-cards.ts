/**
 * The offices' contact cards as stored (issue 31; page documents
 * `office-<id>`, PG1): one GetItem each, over the seed, the office's name and
 * country always the seed's. Read by every page's footer (site-fills.ts) and
 * by the mails (mail/mail-offices.ts); kept apart from page-doc.ts so a mail
 * sender does not carry every page's seed.
 */
import type { OfficeId } from '@app/shared/company-contacts';
import type { OfficeContent } from '@app/shared/pages/office-card';
import { officePageId } from '@app/shared/pages/page-ids';
import { OFFICE_SEED } from '@app/shared/pages/seed/offices';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PageDocEntity } from './entities/page-doc';

/** A card's stored content over its seed (the fixed fields the seed's). */
export function officeCardOf(id: OfficeId, stored: unknown): OfficeContent {
  const seed = OFFICE_SEED[id];
  return {
    ...seed,
    ...((stored as Partial<OfficeContent> | undefined) ?? {}),
    title: seed.title,
    country: seed.country,
  };
}

export async function officeCards(ids: readonly OfficeId[]): Promise<Record<OfficeId, OfficeContent>> {
  const items = await Promise.all(
    ids.map((id) =>
      PageDocEntity.build(GetItemCommand)
        .key({ id: officePageId(id) })
        .options({ consistent: true })
        .send(),
    ),
  );
  return Object.fromEntries(ids.map((id, i) => [id, officeCardOf(id, items[i]?.Item?.content)])) as Record<
    OfficeId,
    OfficeContent
  >;
}
