import { foldOf } from '@app/shared/pages/section-fold';
import {
  imageConfirmSchema,
  imageFocusQuerySchema,
  imageFocusSchema,
  imageRemoveSchema,
  imageUploadRequestSchema,
} from '@app/shared/schemas/media-upload';
import { recordVersion, withVersion } from '@app/shared/schemas/record-version';
import * as z from '@app/shared/schemas/zod-mini';
import { SECTION_KEYS, SECTION_MESSAGES, type SectionValues } from '@app/shared/site-sections';
import { editSectionSchema } from '@app/shared/site-sections-schema';
import { getImageFocus, setImageFocus } from '../../data/media-focus';
import { removeImage } from '../../data/media-ref';
import { confirmImageUpload, presignImageUpload } from '../../data/media-upload';
import { editableSections, publicSections } from '../../data/section-fold';
import { defineHandler } from '../../lib/handler';
import { foldedRevisions, restoreFoldedSection, storeFoldedSection } from './folded-sections';

/** GET /content/sections — every section's values that differ from its page's seed, by section key. */
export const getSections = defineHandler({
  run: async () => ({ data: await publicSections(), headers: { 'cache-control': 'no-cache' } }),
});

/** GET /admin/edit-section — every section's overrides at its page's version (the staff screens). */
export const getSectionRecords = defineHandler({
  run: async () => ({ data: await editableSections(), headers: { 'cache-control': 'no-store' } }),
});

/**
 * Stores a section's values: every section is a part of a page document
 * (shared/src/pages/section-fold.ts), so this is a save of that page (its
 * version, 409 when stale; its images kept by the page; its pages rendered).
 */
function storeSection(sectionKey: string, values: SectionValues, expected: number, by: string) {
  return storeFoldedSection(sectionKey, foldOf(sectionKey), values, expected, by);
}

const sectionKeyQuery = z.object({ key: z.enum(SECTION_KEYS, { error: SECTION_MESSAGES.unknown }) });

/** GET /admin/edit-section/revisions?key= — the page's revisions that changed the section, newest first. */
export const getSectionRevisions = defineHandler({
  query: sectionKeyQuery,
  run: async ({ query }) => ({
    data: { items: await foldedRevisions(query.key, foldOf(query.key)) },
    headers: { 'cache-control': 'no-store' },
  }),
});

/** POST /admin/edit-section/restore {key, revision, version} — a kept version saved as a new one. */
export const restoreSection = defineHandler({
  body: z.object({ key: sectionKeyQuery.shape.key, revision: recordVersion, version: recordVersion }),
  run: async ({ body, user }) => ({
    data: await restoreFoldedSection(
      body.key,
      foldOf(body.key),
      body.revision,
      body.version,
      user?.email ?? 'unknown',
    ),
  }),
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
