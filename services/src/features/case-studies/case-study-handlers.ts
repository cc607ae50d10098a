import * as clock from '@app/shared/clock';
import {
  CASE_STUDY_MESSAGES,
  caseStudyIdQuery,
  caseStudySchema,
  caseStudySlugQuery,
  caseStudyUpdateSchema,
  isCaseStudyLive,
} from '@app/shared/schemas/case-study';
import {
  imageConfirmSchema,
  imageFocusQuerySchema,
  imageFocusSchema,
  imageRemoveSchema,
  imageUploadRequestSchema,
} from '@app/shared/schemas/media-upload';
import { idView } from '@app/shared/schemas/record-view';
import * as z from '@app/shared/schemas/zod-mini';
import { caseStudies, caseStudySlugs } from '../../data/case-study';
import { getImageFocus, setImageFocus } from '../../data/media-focus';
import { removeImage as remove } from '../../data/media-ref';
import { confirmImageUpload, presignImageUpload } from '../../data/media-upload';
import {
  createCaseStudy as create,
  deleteCaseStudy as destroy,
  updateCaseStudy as update,
} from '../../lib/content/case-study-service';
import { NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';

const listQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(50))),
});
/** Lists leave the body out. */
const summary = <T extends { content?: string }>({ content: _c, ...rest }: T) => rest;

/** GET /case-studies — published case studies, newest first. */
export const listCaseStudies = defineHandler({
  query: listQuery,
  run: async ({ query }) => {
    const page = await caseStudies.list({ limit: query.limit ?? 12, cursor: query.cursor, liveOnly: true });
    const now = clock.now();
    const items = page.items.filter((c) => isCaseStudyLive(c, now)).map(summary);
    return { data: { items, nextCursor: page.nextCursor } };
  },
});

/** GET /case-studies/get-single?slug= — one published case study. */
export const getCaseStudy = defineHandler({
  query: caseStudySlugQuery,
  run: async ({ query }) => {
    const id = await caseStudySlugs.owner(query.slug);
    const found = id ? await caseStudies.get(id) : null;
    if (!found || !isCaseStudyLive(found, clock.now())) throw new NotFoundError(CASE_STUDY_MESSAGES.notFound);
    return { data: found };
  },
});

/** GET /admin/case-studies — drafts too, with the body (for editing). */
export const adminListCaseStudies = defineHandler({
  query: listQuery,
  run: async ({ query }) => {
    const page = await caseStudies.list({ limit: query.limit ?? 20, cursor: query.cursor });
    return { data: { ...page, items: page.items.map(idView) } };
  },
});

export const createCaseStudy = defineHandler({
  body: caseStudySchema,
  maxBodyBytes: 256 * 1024,
  run: async ({ body, user }) => ({
    statusCode: 201,
    data: idView(await create(body, undefined, user?.email)),
  }),
});

export const updateCaseStudy = defineHandler({
  query: caseStudyIdQuery,
  body: caseStudyUpdateSchema,
  maxBodyBytes: 256 * 1024,
  run: async ({ query, body: { version, ...form }, user }) => ({
    data: idView(await update(query.id, form, version, undefined, { by: user?.email })),
  }),
});

export const deleteCaseStudy = defineHandler({
  query: caseStudyIdQuery,
  run: async ({ query }) => {
    await destroy(query.id);
    return { data: { deleted: true } };
  },
});

export const uploadImage = defineHandler({
  body: imageUploadRequestSchema,
  run: async ({ body }) => ({ statusCode: 201, data: await presignImageUpload(body) }),
});

export const confirmImage = defineHandler({
  body: imageConfirmSchema,
  run: async ({ body, user }) => ({
    statusCode: 201,
    data: { url: await confirmImageUpload(body.uploadKey, 'case-study', user?.email ?? 'unknown') },
  }),
});

export const removeImage = defineHandler({
  body: imageRemoveSchema,
  run: async ({ body }) => ({ data: { deleted: await remove(body.url) } }),
});

/** POST /admin/case-studies/image-focus */
export const imageFocus = defineHandler({
  body: imageFocusSchema,
  run: async ({ body }) => ({ data: await setImageFocus(body) }),
});

/** GET /admin/case-studies/image-focus?url=: the stored focal point, so the reopened form shows it. */
export const imageFocusRead = defineHandler({
  query: imageFocusQuerySchema,
  run: async ({ query }) => ({ data: await getImageFocus(query.url) }),
});
