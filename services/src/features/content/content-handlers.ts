import {
  imageConfirmSchema,
  imageFocusSchema,
  imageRemoveSchema,
  imageUploadRequestSchema,
} from '@app/shared/schemas/media-upload';
import { recordVersion, withVersion } from '@app/shared/schemas/record-version';
import * as z from '@app/shared/schemas/zod-mini';
import { editSectionSchema, SECTION_KEYS, SECTION_MESSAGES, sectionDef } from '@app/shared/site-sections';
import { setImageFocus } from '../../data/media-focus';
import { assertImagesUsable, attachImages, releaseImages, removeImage } from '../../data/media-ref';
import { confirmImageUpload, presignImageUpload } from '../../data/media-upload';
import { allSections, putSection, sectionRecords } from '../../data/site-section';
import { defineHandler } from '../../lib/handler';
import { afterChange } from '../../static-pages/page-groups';

const owner = (key: string) => `section#${key}`;
const imagesOf = (key: string, values: Record<string, string> | undefined) =>
  (sectionDef(key)?.fields ?? [])
    .filter((f) => f.kind === 'image')
    .map((f) => values?.[f.name])
    .filter((v): v is string => !!v);

/** GET /content/sections — every stored override, by section key. */
export const getSections = defineHandler({
  run: async () => ({ data: await allSections(), headers: { 'cache-control': 'no-cache' } }),
});

/** GET /admin/edit-section — every stored section with its record version (the staff screens). */
export const getSectionRecords = defineHandler({
  run: async () => ({ data: await sectionRecords(), headers: { 'cache-control': 'no-store' } }),
});

/**
 * Stores a section's values as the next version (409 when `expected` is stale),
 * moves image references and renders the pages that show it again.
 */
async function storeSection(
  sectionKey: string,
  values: Record<string, string>,
  expected: number,
  by: string,
) {
  const before = (await sectionRecords())[sectionKey]?.values;
  await assertImagesUsable(
    imagesOf(sectionKey, values).map((path) => ({ field: 'values.image', path })),
    owner(sectionKey),
  );
  const version = await putSection(sectionKey, values, by, expected);
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
