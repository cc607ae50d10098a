import { recordId } from '@app/shared/schemas/common';
import { idView } from '@app/shared/schemas/record-view';
import { testimonialSchema, testimonialUpdateSchema } from '@app/shared/schemas/testimonial';
import * as z from '@app/shared/schemas/zod-mini';
import { testimonials } from '../../data/testimonial';
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
  run: async ({ body }) => {
    const saved = await testimonials.create(body);
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
  run: async ({ query, body: { version, ...fields } }) => {
    const saved = await testimonials.update(query.id, fields, version);
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
