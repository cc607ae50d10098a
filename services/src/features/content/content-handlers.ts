import * as clock from '@app/shared/clock';
import { sectionFold } from '@app/shared/pages/section-fold';
import { changeSummary, REVISION_TEXTS } from '@app/shared/revisions';
import {
  imageConfirmSchema,
  imageFocusQuerySchema,
  imageFocusSchema,
  imageRemoveSchema,
  imageUploadRequestSchema,
} from '@app/shared/schemas/media-upload';
import {
  FIRST_VERSION,
  recordVersion,
  UNSAVED_VERSION,
  withVersion,
} from '@app/shared/schemas/record-version';
import * as z from '@app/shared/schemas/zod-mini';
import {
  editSectionSchema,
  SECTION_KEYS,
  SECTION_MESSAGES,
  type SectionValues,
  sectionDef,
} from '@app/shared/site-sections';
import { getImageFocus, setImageFocus } from '../../data/media-focus';
import { assertImagesUsable, attachImages, releaseImages, removeImage } from '../../data/media-ref';
import { confirmImageUpload, presignImageUpload } from '../../data/media-upload';
import { getRevision, listRevisions, putRevision } from '../../data/revision';
import { editableSections, publicSections } from '../../data/section-fold';
import { putSection, sectionRecords } from '../../data/site-section';
import { NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { afterChange } from '../../static-pages/page-groups';
import { foldedRevisions, restoreFoldedSection, storeFoldedSection } from './folded-sections';

/** The revision kind of site sections (data/revision.ts). */
const SECTION_REVISION_KIND = 'section';
const owner = (key: string) => `section#${key}`;
const imagesOf = (key: string, values: Record<string, string> | undefined) =>
  (sectionDef(key)?.fields ?? [])
    .filter((f) => f.kind === 'image')
    .map((f) => values?.[f.name])
    .filter((v): v is string => !!v);

/** GET /content/sections — every stored override by section key (a folded section's values from its page). */
export const getSections = defineHandler({
  run: async () => ({ data: await publicSections(), headers: { 'cache-control': 'no-cache' } }),
});

/** GET /admin/edit-section — every stored section with its record version (the staff screens). */
export const getSectionRecords = defineHandler({
  run: async () => ({ data: await editableSections(), headers: { 'cache-control': 'no-store' } }),
});

/**
 * Stores a section's values as the next version (409 when `expected` is stale),
 * moves image references and renders the pages that show it again. A section
 * folded into a page document is saved as a part of that page (one source of truth).
 */
async function storeSection(
  sectionKey: string,
  values: Record<string, string>,
  expected: number,
  by: string,
  summary?: string,
) {
  const fold = sectionFold(sectionKey);
  // A folded section is a part of its page: the page's save checks and keeps its images (owned by the
  // page, not the section) and renders its pages.
  if (fold) return storeFoldedSection(sectionKey, fold, values, expected, by, summary);
  const before = (await sectionRecords())[sectionKey]?.values;
  await assertImagesUsable(
    imagesOf(sectionKey, values).map((path) => ({ field: 'values.image', path })),
    owner(sectionKey),
  );
  const version = await putSection(sectionKey, values, by, expected);
  await keepSectionRevision(sectionKey, { before: before ?? {}, values, version, by, summary });
  const kept = new Set(imagesOf(sectionKey, values));
  await attachImages(kept, owner(sectionKey));
  await releaseImages(
    imagesOf(sectionKey, before).filter((p) => !kept.has(p)),
    owner(sectionKey),
  );
  // Every page that shows sections is rendered again, whole, from the stored sections.
  await afterChange('sections');
  return { key: sectionKey, values, version };
}

/** The saved version in the section's history (and, on its first save, the built-in text as version 0). */
async function keepSectionRevision(
  key: string,
  save: { before: SectionValues; values: SectionValues; version: number; by: string; summary?: string },
) {
  const base = { kind: SECTION_REVISION_KIND, recordId: key };
  if (save.version === FIRST_VERSION)
    await putRevision({
      ...base,
      version: UNSAVED_VERSION,
      content: {},
      by: REVISION_TEXTS.originalBy,
      at: '',
      summary: REVISION_TEXTS.original,
    });
  const labels = Object.fromEntries((sectionDef(key)?.fields ?? []).map((f) => [f.name, f.label]));
  await putRevision({
    ...base,
    version: save.version,
    content: save.values,
    by: save.by,
    at: clock.now().toISOString(),
    summary: save.summary ?? changeSummary(save.before, save.values, labels),
  });
}

const sectionKeyQuery = z.object({ key: z.enum(SECTION_KEYS, { error: SECTION_MESSAGES.unknown }) });

/** GET /admin/edit-section/revisions?key= — the section's kept versions, newest first. */
export const getSectionRevisions = defineHandler({
  query: sectionKeyQuery,
  run: async ({ query }) => {
    const fold = sectionFold(query.key);
    const items = fold
      ? await foldedRevisions(query.key, fold)
      : await listRevisions(SECTION_REVISION_KIND, query.key);
    return { data: { items }, headers: { 'cache-control': 'no-store' } };
  },
});

/** POST /admin/edit-section/restore {key, revision, version} — a kept version saved as a new one. */
export const restoreSection = defineHandler({
  body: z.object({ key: sectionKeyQuery.shape.key, revision: recordVersion, version: recordVersion }),
  run: async ({ body, user }) => {
    const fold = sectionFold(body.key);
    const by = user?.email ?? 'unknown';
    if (fold) return { data: await restoreFoldedSection(body.key, fold, body.revision, body.version, by) };
    const revision = await getRevision(SECTION_REVISION_KIND, body.key, body.revision);
    if (!revision) throw new NotFoundError(REVISION_TEXTS.unknownRevision);
    const values = editSectionSchema.parse({ key: body.key, values: revision.content }).values;
    return {
      data: await storeSection(body.key, values, body.version, by, REVISION_TEXTS.restored(body.revision)),
    };
  },
});

/** PUT /admin/edit-section {key, values, version} — replaces a section's overrides (0 = never saved). */
export const editSection = defineHandler({
  body: withVersion(editSectionSchema),
  run: async ({ body, user }) => ({
    data: await storeSection(body.key, body.values, body.version, user?.email ?? 'unknown'),
  }),
});

/** DELETE /admin/edit-section?key=&version= — back to the built-in content. */
export const resetSection = defineHandler({
  query: z.object({
    key: z.enum(SECTION_KEYS, { error: SECTION_MESSAGES.unknown }),
    version: z.pipe(z.coerce.number(), recordVersion),
  }),
  run: async ({ query, user }) => ({
    data: await storeSection(query.key, {}, query.version, user?.email ?? 'unknown'),
  }),
});

export const uploadSectionImage = defineHandler({
  body: imageUploadRequestSchema,
  run: async ({ body }) => ({ statusCode: 201, data: await presignImageUpload(body) }),
});

export const confirmSectionImage = defineHandler({
  body: imageConfirmSchema,
  run: async ({ body, user }) => ({
    statusCode: 201,
    data: { url: await confirmImageUpload(body.uploadKey, 'section', user?.email ?? 'unknown') },
  }),
});

export const removeSectionImage = defineHandler({
  body: imageRemoveSchema,
  run: async ({ body }) => ({ data: { deleted: await removeImage(body.url) } }),
});

/** POST /admin/edit-section/image-focus */
export const sectionImageFocus = defineHandler({
  body: imageFocusSchema,
  run: async ({ body }) => ({ data: await setImageFocus(body) }),
});

/** GET /admin/edit-section/image-focus?url=: the stored focal point, so the reopened form shows it. */
export const sectionImageFocusRead = defineHandler({
  query: imageFocusQuerySchema,
  run: async ({ query }) => ({ data: await getImageFocus(query.url) }),
});
