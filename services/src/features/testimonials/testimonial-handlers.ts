import { REVISION_TEXTS } from '@app/shared/revisions';
import { recordId } from '@app/shared/schemas/common';
import { recordVersion } from '@app/shared/schemas/record-version';
import { idView } from '@app/shared/schemas/record-view';
import { testimonialSchema, testimonialUpdateSchema } from '@app/shared/schemas/testimonial';
import * as z from '@app/shared/schemas/zod-mini';
import { testimonials } from '../../data/testimonial';
import { NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { afterChange } from '../../static-pages/page-groups';

const idQuery = z.object({ id: recordId });
const listQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(50))),
});

/** POST /admin/create/testimonial — name, designation, website name, link, testimonial text. */
export const createTestimonial = defineHandler({
  body: testimonialSchema,
  run: async ({ body, user }) => {
    const saved = await testimonials.create(body, undefined, undefined, user?.email);
    // The home page shows the testimonials: rendered again, whole, from stored data.
    await afterChange('testimonials');
    return { statusCode: 201, data: idView(saved) };
  },
});

/** GET /testimonials — newest first (the home page and the admin list). */
export const listTestimonials = defineHandler({
  query: listQuery,
  run: async ({ query }) => {
    const page = await testimonials.list({ limit: query.limit ?? 12, cursor: query.cursor });
    return { data: { ...page, items: page.items.map(idView) } };
  },
});

/** PUT /admin/testimonial?id= {…fields, version} (409 when the version is stale) */
export const updateTestimonial = defineHandler({
  query: idQuery,
  body: testimonialUpdateSchema,
  run: async ({ query, body: { version, ...fields }, user }) => {
    const saved = await testimonials.update(query.id, fields, version, undefined, { by: user?.email });
    await afterChange('testimonials');
    return { data: idView(saved) };
  },
});

/** DELETE /admin/testimonial?id= */
export const deleteTestimonial = defineHandler({
  query: idQuery,
  run: async ({ query }) => {
    await testimonials.remove(query.id);
    await afterChange('testimonials');
    return { data: { deleted: true } };
  },
});

/** GET /admin/testimonial/revisions?id= — its kept versions, newest first (issue 31). */
export const listTestimonialRevisions = defineHandler({
  query: idQuery,
  run: async ({ query }) => {
    await testimonials.require(query.id);
    return {
      data: { items: await testimonials.revisions(query.id) },
      headers: { 'cache-control': 'no-store' },
    };
  },
});

/** POST /admin/testimonial/restore?id= {revision, version} — a kept version saved as a new one. */
export const restoreTestimonial = defineHandler({
  query: idQuery,
  body: z.object({ revision: recordVersion, version: recordVersion }),
  run: async ({ query, body, user }) => {
    const revision = await testimonials.revision(query.id, body.revision);
    if (!revision) throw new NotFoundError(REVISION_TEXTS.unknownRevision);
    // Checked again as input: a revision is stored data, restored only if it is still valid.
    const fields = testimonialSchema.parse(revision.content);
    const saved = await testimonials.update(query.id, fields, body.version, undefined, {
      by: user?.email,
      summary: REVISION_TEXTS.restored(body.revision),
    });
    await afterChange('testimonials');
    return { data: idView(saved) };
  },
});
