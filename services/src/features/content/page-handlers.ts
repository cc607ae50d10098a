/**
 * Page documents (issue 31), under sections:write like the site sections:
 * GET /admin/pages (every page with status and last change),
 * GET /admin/pages/{id} (the document), PUT /admin/pages/{id} (saves it with
 * its `version`; 409 when stale; SPEC-fixed text refused; the page re-rendered),
 * GET /admin/pages/{id}/revisions and POST /admin/pages/{id}/restore.
 */
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { type PageEntry, pageById } from '@app/shared/pages/registry';
import { fixedIssues, type ServicePageDoc, servicePageSchema } from '@app/shared/pages/service-page';
import { REVISION_TEXTS } from '@app/shared/revisions';
import { recordVersion, withVersion } from '@app/shared/schemas/record-version';
import * as z from '@app/shared/schemas/zod-mini';
import {
  allPageDocuments,
  getPageDocument,
  PAGE_REVISION_KIND,
  pageSummary,
  putPageDocument,
} from '../../data/page-doc';
import { staleVersion } from '../../data/record-version';
import { getRevision, listRevisions } from '../../data/revision';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { afterChange } from '../../static-pages/page-groups';

const NO_STORE = { 'cache-control': 'no-store' };

function entryOf(params: Record<string, string>) {
  const entry = pageById(params.id ?? '');
  if (!entry) throw new NotFoundError(PAGE_MESSAGES.unknown);
  return entry;
}

/** Saves `content` over the version the editor read, renders the page and answers the new document. */
async function store(
  entry: PageEntry,
  content: ServicePageDoc,
  expected: number,
  by: string,
  summary?: string,
) {
  const current = await getPageDocument(entry.id);
  // Checked before anything else happens; the conditional put settles a race.
  if (current.version !== expected) throw staleVersion();
  await putPageDocument(current, { ...content, title: entry.seed.title }, by, summary);
  // The page is rendered again, whole, from the stored document (best effort: the sweep retries).
  await afterChange('pages');
  return getPageDocument(entry.id);
}

export const listPages = defineHandler({
  run: async () => ({ data: (await allPageDocuments()).map(pageSummary), headers: NO_STORE }),
});

export const getPage = defineHandler({
  run: async ({ params }) => ({ data: await getPageDocument(entryOf(params).id), headers: NO_STORE }),
});

export const savePage = defineHandler({
  body: withVersion(z.object({ content: servicePageSchema })),
  run: async ({ params, body, user }) => {
    const entry = entryOf(params);
    const issues = fixedIssues(entry.seed, body.content);
    if (issues.length > 0)
      throw new ValidationError(
        issues[0]?.message,
        Object.fromEntries(issues.map((i) => [`content.${i.path}`, i.message])),
      );
    const { title: _fixed, ...editable } = body.content;
    // The schema checked the process has exactly 6 steps.
    const process = editable.process as unknown as ServicePageDoc['process'];
    return {
      data: await store(
        entry,
        { ...editable, process, title: entry.seed.title },
        body.version,
        user?.email ?? 'unknown',
      ),
    };
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
    const content = { ...entry.seed, ...(revision.content as Partial<ServicePageDoc>) };
    const by = user?.email ?? 'unknown';
    return { data: await store(entry, content, body.version, by, REVISION_TEXTS.restored(body.revision)) };
  },
});
