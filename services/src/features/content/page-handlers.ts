/**
 * Page documents (issue 31), under sections:write like the site sections:
 * GET /admin/pages (every page with status and last change),
 * GET /admin/pages/{id} (the document), PUT /admin/pages/{id} (saves it with
 * its `version`; 409 when stale; SPEC-fixed text refused; the page re-rendered),
 * GET /admin/pages/{id}/revisions and POST /admin/pages/{id}/restore.
 */

import { aboutFixedIssues, aboutPageSchema } from '@app/shared/pages/about-page-schema';
import { careersPageSchema } from '@app/shared/pages/careers-page-schema';
import { footerPageSchema } from '@app/shared/pages/footer-page';
import { HOME_CLAIM_STATS, homePageSchema } from '@app/shared/pages/home-page';
import { industriesPageSchema } from '@app/shared/pages/industries-page-schema';
import { type LegalContent, legalPageSchema } from '@app/shared/pages/legal-page';
import { lifePageSchema } from '@app/shared/pages/life-page-schema';
import { type OfficePageDoc, officePageSchema } from '@app/shared/pages/office-page';
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import {
  FIXED_FIELDS,
  isSiteWide,
  type PageContent,
  type PageEntry,
  pageById,
} from '@app/shared/pages/registry';
import {
  claimIssues,
  type FieldIssue,
  fixedIssues,
  type ServicePageDoc,
  servicePageSchema,
} from '@app/shared/pages/service-page';
import { techStackPageSchema } from '@app/shared/pages/tech-stack-page';
import { REVISION_TEXTS } from '@app/shared/revisions';
import { recordVersion, withVersion } from '@app/shared/schemas/record-version';
import * as z from '@app/shared/schemas/zod-mini';
import {
  allPageDocuments,
  contentOf,
  getPageDocument,
  PAGE_REVISION_KIND,
  pageSummary,
  putPageDocument,
} from '../../data/page-doc';
import { staleVersion } from '../../data/record-version';
import { getRevision, listRevisions } from '../../data/revision';
import { checkPageImages, settlePageImages } from '../../lib/content/page-images';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { parseOrThrow } from '../../lib/zod-errors';
import { afterChange } from '../../static-pages/page-groups';
import { ALL_PAGE_GROUPS } from '../../static-pages/site-groups';
import { withLegalFacts } from './legal-facts-view';

export const NO_STORE = { 'cache-control': 'no-store' };

export function entryOf(params: Record<string, string>) {
  const entry = pageById(params.id ?? '');
  if (!entry) throw new NotFoundError(PAGE_MESSAGES.unknown);
  return entry;
}

/** Saves `content` over the version the editor read, renders the page and answers the new document. */
export async function store(
  entry: PageEntry,
  content: PageContent,
  expected: number,
  by: string,
  summary?: string,
) {
  const current = await getPageDocument(entry.id);
  // Checked before anything else happens; the conditional put settles a race.
  if (current.version !== expected) throw staleVersion();
  await checkPageImages(entry.id, entry.kind, content);
  await putPageDocument(current, contentOf(entry, content), by, summary);
  await settlePageImages(entry.id, entry.kind, [content, current.draft?.content], [current.content]);
  // Rendered again, whole, from the stored documents (best effort: the sweep retries): the service
  // pages and home (its tech stack); the footer and the office cards are on every page, so every page.
  await afterChange(isSiteWide(entry) ? 'site' : 'pages', undefined, ALL_PAGE_GROUPS);
  return getPageDocument(entry.id);
}

export const listPages = defineHandler({
  run: async () => ({ data: (await allPageDocuments()).map(pageSummary), headers: NO_STORE }),
});

export const getPage = defineHandler({
  run: async ({ params }) => {
    const doc = await getPageDocument(entryOf(params).id);
    return { data: doc.kind === 'legal' ? await withLegalFacts(doc) : doc, headers: NO_STORE };
  },
});

/** The content of a save, checked against its kind's schema and fixed fields (400 with field errors). */
export function checkedContent(entry: PageEntry, raw: unknown): PageContent {
  const prefixed = (issues: FieldIssue[]) =>
    new ValidationError(
      issues[0]?.message,
      Object.fromEntries(issues.map((i) => [`content.${i.path}`, i.message])),
    );
  if (entry.kind === 'footer') return parseContent(footerPageSchema, raw);
  if (entry.kind === 'tech-stack') return parseContent(techStackPageSchema, raw);
  if (entry.kind === 'life') return parseContent(lifePageSchema, raw);
  if (entry.kind === 'home') {
    const input = parseContent(homePageSchema, raw);
    // The claim stats as sent must be the seed's (a changed one is refused, not silently put back).
    const issues = input.stats.flatMap((stat, i) => {
      const seed = entry.seed.stats[i];
      if (i >= HOME_CLAIM_STATS || !seed) return [];
      return (['value', 'label'] as const)
        .filter((f) => stat[f] !== seed[f])
        .map((f) => ({ path: `stats.${i}.${f}`, message: PAGE_MESSAGES.fixed }));
    });
    claimIssues(entry.seed, input, issues);
    if (issues.length > 0) throw prefixed(issues);
    return contentOf(entry, input);
  }
  if (entry.kind === 'careers') {
    const input = parseContent(careersPageSchema, raw);
    const issues = input.values
      .map((v, i) => ({ v, i }))
      .filter(({ v, i }) => v.value !== undefined && v.value !== entry.seed.values[i]?.value)
      .map(({ i }) => ({ path: `values.${i}.value`, message: PAGE_MESSAGES.fixed }));
    if (issues.length > 0) throw prefixed(issues);
    return contentOf(entry, input);
  }
  if (entry.kind === 'about') {
    const input = parseContent(aboutPageSchema, raw);
    // SPEC §1's "over 50 projects" in the intro stays stated.
    const issues = claimIssues(entry.seed, input, aboutFixedIssues(entry.seed, input));
    if (issues.length > 0) throw prefixed(issues);
    return contentOf(entry, input);
  }
  if (entry.kind === 'industries') {
    const input = parseContent(industriesPageSchema, raw);
    const issues = input.industries
      .map((item, i) => ({ item, i }))
      .filter(({ item, i }) => item.name !== undefined && item.name !== entry.seed.industries[i]?.name)
      .map(({ i }) => ({ path: `industries.${i}.name`, message: PAGE_MESSAGES.fixed }));
    if (issues.length > 0) throw prefixed(issues);
    return contentOf(entry, input);
  }
  if (entry.kind === 'legal') {
    const input = parseContent(legalPageSchema, raw);
    if (input.heading !== undefined && input.heading !== entry.seed.heading)
      throw prefixed([{ path: 'heading', message: PAGE_MESSAGES.fixed }]);
    return { ...input, heading: entry.seed.heading } satisfies LegalContent;
  }
  if (entry.kind === 'office') {
    const input = parseContent(officePageSchema, raw);
    const issues = FIXED_FIELDS.office
      .filter((f) => {
        const sent = input[f as 'title' | 'country'];
        return sent !== undefined && sent !== entry.seed[f as keyof OfficePageDoc];
      })
      .map((f) => ({ path: f, message: PAGE_MESSAGES.fixed }));
    if (issues.length > 0) throw prefixed(issues);
    return { ...input, title: entry.seed.title, country: entry.seed.country };
  }
  const input = parseContent(servicePageSchema, raw);
  const issues = fixedIssues(entry.seed, input);
  if (issues.length > 0) throw prefixed(issues);
  const { title: _fixed, ...editable } = input;
  // The schema checked the process has exactly 6 steps.
  const process = editable.process as unknown as ServicePageDoc['process'];
  return { ...editable, process, title: entry.seed.title };
}

/** parseOrThrow with the field paths under `content.`, as the editor maps them. */
function parseContent<T>(schema: z.core.$ZodType<T>, raw: unknown): T {
  try {
    return parseOrThrow(schema, raw);
  } catch (error) {
    if (error instanceof ValidationError && error.errors)
      throw new ValidationError(
        error.message,
        Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [`content.${k}`, v])),
      );
    throw error;
  }
}

export const savePage = defineHandler({
  body: withVersion(z.object({ content: z.record(z.string(), z.unknown()) })),
  run: async ({ params, body, user }) => {
    const entry = entryOf(params);
    const content = checkedContent(entry, body.content);
    return { data: await store(entry, content, body.version, user?.email ?? 'unknown') };
  },
});

export const listPageRevisions = defineHandler({
  run: async ({ params }) => ({
    data: { items: await listRevisions(PAGE_REVISION_KIND, entryOf(params).id) },
    headers: NO_STORE,
  }),
});

/** POST /admin/pages/{id}/restore {revision, version}: the revision's content saved as a new version. */
export const restorePage = defineHandler({
  body: z.object({ revision: recordVersion, version: recordVersion }),
  run: async ({ params, body, user }) => {
    const entry = entryOf(params);
    const revision = await getRevision(PAGE_REVISION_KIND, entry.id, body.revision);
    if (!revision) throw new NotFoundError(REVISION_TEXTS.unknownRevision);
    const content = contentOf(entry, revision.content);
    const by = user?.email ?? 'unknown';
    return { data: await store(entry, content, body.version, by, REVISION_TEXTS.restored(body.revision)) };
  },
});
