import {
  imageConfirmSchema,
  imageRemoveSchema,
  imageUploadRequestSchema,
} from '@app/shared/schemas/media-upload';
import * as z from '@app/shared/schemas/zod-mini';
import { editSectionSchema, SECTION_KEYS, sectionDef } from '@app/shared/site-sections';
import { assertImagesUsable, attachImages, releaseImages, removeImage } from '../../data/media-ref';
import { confirmImageUpload, presignImageUpload } from '../../data/media-upload';
import { allSections, deleteSection, putSection } from '../../data/site-section';
import { defineHandler } from '../../lib/handler';
import { afterChange } from '../../site/page-groups';

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

/** PUT /admin/edit-section — replaces a section's overrides and renders the pages that show it. */
export const editSection = defineHandler({
  body: editSectionSchema,
  run: async ({ body, user }) => {
    const before = (await allSections())[body.key];
    await assertImagesUsable(
      imagesOf(body.key, body.values).map((path) => ({ field: 'values.image', path })),
      owner(body.key),
    );
    await putSection(body.key, body.values, user?.email ?? 'unknown');
    const kept = new Set(imagesOf(body.key, body.values));
    await attachImages(kept, owner(body.key));
    await releaseImages(
      imagesOf(body.key, before).filter((p) => !kept.has(p)),
      owner(body.key),
    );
    // Every page that shows sections is rendered again, whole, from the stored sections.
    await afterChange('sections');
    return { data: { key: body.key, values: body.values } };
  },
});

/** DELETE /admin/edit-section?key= — back to the built-in content. */
export const resetSection = defineHandler({
  query: z.object({ key: z.enum(SECTION_KEYS, { error: 'Unknown section.' }) }),
  run: async ({ query }) => {
    const before = (await allSections())[query.key];
    await deleteSection(query.key);
    await releaseImages(imagesOf(query.key, before), owner(query.key));
    await afterChange('sections');
    return { data: { key: query.key, values: {} } };
  },
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
