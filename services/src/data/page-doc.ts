/**
 * Page documents: reads by key (the page list is fixed by shared/src/pages),
 * saves through putVersioned (409 when stale). A page never saved reads as
 * its seed at version 0 (UNSAVED_VERSION), like a site section.
 */
import * as clock from '@app/shared/clock';
import type { AboutContent } from '@app/shared/pages/about-page';
import type { CareersContent } from '@app/shared/pages/careers-page';
import type { FooterContent } from '@app/shared/pages/footer-page';
import { HOME_CLAIM_STATS, type HomeContent } from '@app/shared/pages/home-slots';
import type { IndustriesContent } from '@app/shared/pages/industries-page';
import type { OfficeContent } from '@app/shared/pages/office-page';
import { PAGE_FIELD_LABELS } from '@app/shared/pages/page-messages';
import { PAGES, type PageContent, type PageEntry, pageById } from '@app/shared/pages/registry';
import { changeSummary, REVISION_TEXTS } from '@app/shared/revisions';
import type { PageDraftView } from '@app/shared/schemas/page-preview';
import { UNSAVED_VERSION } from '@app/shared/schemas/record-version';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { NotFoundError } from '../lib/errors';
import { PageDocEntity } from './entities/page-doc';
import { putVersioned, versionOf } from './record-version';
import { putRevision } from './revision';

export interface PageDocument {
  id: string;
  path: string;
  title: string;
  kind: PageEntry['kind'];
  /** Live, or live with a draft beside it (`scheduled`: the draft has a publish time). */
  status: 'published' | 'draft' | 'scheduled';
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  content: PageContent;
  /** The draft beside the live content (its content over the seed like the live one), if any. */
  draft: (PageDraftView & { content: PageContent }) | null;
}

/** The revision kind of page documents (data/revision.ts). */
export const PAGE_REVISION_KIND = 'page';

export type PageSummary = Pick<PageDocument, 'id' | 'path' | 'title' | 'status' | 'version' | 'updatedAt'>;

async function stored(id: string) {
  const out = await PageDocEntity.build(GetItemCommand).key({ id }).options({ consistent: true }).send();
  return out.Item ?? null;
}

/** The stored content over the seed; the fixed fields always the seed's (a SPEC label never drifts). */
export function contentOf(entry: PageEntry, stored: unknown): PageContent {
  const content = { ...entry.seed, ...((stored as Partial<PageContent> | undefined) ?? {}) } as PageContent;
  if (entry.kind === 'office')
    return { ...(content as OfficeContent), title: entry.seed.title, country: entry.seed.country };
  // (office-cards.ts reads the cards alone the same way, for the footers and the mails.)
  if (entry.kind === 'footer') {
    const social = (stored as Partial<FooterContent> | undefined)?.social;
    return { ...content, social: { ...entry.seed.social, ...social } } as PageContent;
  }
  if (entry.kind === 'tech-stack' || entry.kind === 'life') return content;
  if (entry.kind === 'home') {
    // SPEC §1's claim stats are the seed's, first and in order; staff write the others.
    const stats = (content as HomeContent).stats ?? [];
    const claims = entry.seed.stats.slice(0, HOME_CLAIM_STATS);
    return { ...content, stats: [...claims, ...stats.slice(HOME_CLAIM_STATS)] } as PageContent;
  }
  if (entry.kind === 'careers') {
    // SPEC's values (names, order) and their illustrations are the seed's; staff write the descriptions.
    const values = entry.seed.values.map((seed, i) => ({
      ...seed,
      description: (content as CareersContent).values[i]?.description ?? seed.description,
    }));
    return { ...content, values } as PageContent;
  }
  if (entry.kind === 'legal') return { ...content, heading: entry.seed.heading } as PageContent;
  if (entry.kind === 'about') {
    // SPEC's step and card headings and the projects' names (in order) are the seed's.
    const c = content as AboutContent;
    const over = <T extends object>(seed: readonly T[], saved: readonly T[] | undefined, fixed: keyof T) =>
      seed.map((s, i) => ({ ...s, ...saved?.[i], [fixed]: s[fixed] }));
    return {
      ...c,
      intro: { ...entry.seed.intro, ...c.intro },
      steps: over(entry.seed.steps, c.steps, 'heading'),
      cards: over(entry.seed.cards, c.cards, 'heading'),
      projects: over(entry.seed.projects, c.projects, 'name'),
    } as PageContent;
  }
  if (entry.kind === 'industries') {
    // SPEC §9's names and order are the seed's; staff write the descriptions.
    const saved = (content as IndustriesContent).industries;
    const industries = entry.seed.industries.map((seed, i) => ({
      name: seed.name,
      description: saved[i]?.description ?? seed.description,
    }));
    return { ...content, industries } as PageContent;
  }
  return { ...content, title: entry.seed.title } as PageContent;
}

function documentOf(entry: PageEntry, item: Awaited<ReturnType<typeof stored>>): PageDocument {
  const draft = item?.draft as PageDraftView | undefined;
  return {
    id: entry.id,
    path: entry.path,
    title: entry.title,
    kind: entry.kind,
    status: draft ? (draft.publishAt ? 'scheduled' : 'draft') : 'published',
    version: item ? versionOf(item) : UNSAVED_VERSION,
    // A page saved only as a draft has no live change yet ('' stored).
    updatedAt: (item?.updatedAt as string | undefined) || null,
    updatedBy: (item?.updatedBy as string | undefined) || null,
    // The seed's fixed fields always win over what is stored (a SPEC label never drifts).
    content: contentOf(entry, item?.content),
    draft: draft ? { ...draft, content: contentOf(entry, draft.content) } : null,
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

/**
 * Stores a page's content as the next version if it is still at `current.version`
 * (409 otherwise), then its revision (the seed's too, on a page's first save).
 * Returns the new version.
 */
export async function putPageDocument(
  current: PageDocument,
  content: PageContent,
  by: string,
  summary = changeSummary(current.content, content, PAGE_FIELD_LABELS),
  now = clock.now(),
): Promise<number> {
  const at = now.toISOString();
  const version = await putVersioned({
    entity: PageDocEntity,
    // A live save (or restore) keeps a draft beside it: the draft is the member's next version.
    item: { id: current.id, content, updatedBy: by, updatedAt: at, draft: current.draft ?? undefined },
    expected: current.version,
    notFoundMessage: 'This page was not found.',
  });
  const base = { kind: PAGE_REVISION_KIND, recordId: current.id };
  if (current.version === UNSAVED_VERSION)
    await putRevision({
      ...base,
      version: UNSAVED_VERSION,
      content: current.content,
      by: REVISION_TEXTS.originalBy,
      at: '',
      summary: REVISION_TEXTS.original,
    });
  await putRevision({ ...base, version, content, by, at, summary });
  return version;
}
