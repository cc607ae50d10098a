/**
 * Page documents: reads by key (the page list is fixed by shared/src/pages),
 * saves through putVersioned (409 when stale). A page never saved reads as
 * its seed at version 0 (UNSAVED_VERSION), like a site section.
 */
import * as clock from '@app/shared/clock';
import { PAGES, type PageEntry, pageById } from '@app/shared/pages/registry';
import type { ServicePageDoc } from '@app/shared/pages/service-page';
import { UNSAVED_VERSION } from '@app/shared/schemas/record-version';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { NotFoundError } from '../lib/errors';
import { PageDocEntity } from './entities/page-doc';
import { putVersioned, versionOf } from './record-version';

export interface PageDocument {
  id: string;
  path: string;
  title: string;
  kind: PageEntry['kind'];
  /** Every page is live once saved (drafts are not built yet). */
  status: 'published';
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  content: ServicePageDoc;
}

export type PageSummary = Pick<PageDocument, 'id' | 'path' | 'title' | 'status' | 'version' | 'updatedAt'>;

async function stored(id: string) {
  const out = await PageDocEntity.build(GetItemCommand).key({ id }).options({ consistent: true }).send();
  return out.Item ?? null;
}

function documentOf(entry: PageEntry, item: Awaited<ReturnType<typeof stored>>): PageDocument {
  return {
    id: entry.id,
    path: entry.path,
    title: entry.title,
    kind: entry.kind,
    status: 'published',
    version: item ? versionOf(item) : UNSAVED_VERSION,
    updatedAt: (item?.updatedAt as string | undefined) ?? null,
    updatedBy: (item?.updatedBy as string | undefined) ?? null,
    // The seed's fixed fields always win over what is stored (a SPEC label never drifts).
    content: {
      ...entry.seed,
      ...((item?.content as Partial<ServicePageDoc> | undefined) ?? {}),
      title: entry.seed.title,
    },
  };
}

export async function getPageDocument(id: string): Promise<PageDocument> {
  const entry = pageById(id);
  if (!entry) throw new NotFoundError('This page was not found.');
  return documentOf(entry, await stored(id));
}

/** Every page (a fixed, small list: one GetItem each, in parallel). */
export async function allPageDocuments(): Promise<PageDocument[]> {
  return Promise.all(PAGES.map(async (entry) => documentOf(entry, await stored(entry.id))));
}

export function pageSummary(doc: PageDocument): PageSummary {
  const { id, path, title, status, version, updatedAt } = doc;
  return { id, path, title, status, version, updatedAt };
}

/** Stores a page's content as the next version if it is still at `expected`; returns the new version. */
export function putPageDocument(
  id: string,
  content: ServicePageDoc,
  by: string,
  expected: number,
  now = clock.now(),
): Promise<number> {
  return putVersioned({
    entity: PageDocEntity,
    item: { id, content, updatedBy: by, updatedAt: now.toISOString() },
    expected,
    notFoundMessage: 'This page was not found.',
  });
}
