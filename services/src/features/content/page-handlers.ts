/**
 * Page documents (issue 31), under sections:write like the site sections:
 * GET /admin/pages (every page with status and last change),
 * GET /admin/pages/{id} (the document), PUT /admin/pages/{id} (saves it with
 * its `version`; 409 when stale; SPEC-fixed text refused; the page re-rendered).
 */
import { PAGE_MESSAGES } from '@app/shared/pages/page-messages';
import { pageById } from '@app/shared/pages/registry';
import { fixedIssues, type ServicePageDoc, servicePageSchema } from '@app/shared/pages/service-page';
import { withVersion } from '@app/shared/schemas/record-version';
import * as z from '@app/shared/schemas/zod-mini';
import { allPageDocuments, getPageDocument, pageSummary, putPageDocument } from '../../data/page-doc';
import { staleVersion } from '../../data/record-version';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { afterChange } from '../../static-pages/page-groups';

const NO_STORE = { 'cache-control': 'no-store' };

function entryOf(params: Record<string, string>) {
  const entry = pageById(params.id ?? '');
  if (!entry) throw new NotFoundError(PAGE_MESSAGES.unknown);
  return entry;
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
    const current = await getPageDocument(entry.id);
    // Checked before anything else happens; putPageDocument's condition settles a race.
    if (current.version !== body.version) throw staleVersion();
    const { title: _fixed, ...editable } = body.content;
    // The schema checked the process has exactly 6 steps.
    const process = editable.process as unknown as ServicePageDoc['process'];
    const content: ServicePageDoc = { ...editable, process, title: entry.seed.title };
    await putPageDocument(entry.id, content, user?.email ?? 'unknown', body.version);
    // The page is rendered again, whole, from the stored document (best effort: the sweep retries).
    await afterChange('pages');
    return { data: await getPageDocument(entry.id) };
  },
});
