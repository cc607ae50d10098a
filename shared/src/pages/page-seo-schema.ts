/** The page documents' `seo` field: the posts' meta fields, limits and messages. */
import { FIELD_LIMITS } from '../constants';
import { BLOG_LABELS } from '../revision-labels';
import { optionalText } from '../schemas/common';
import * as z from '../schemas/zod-mini';

export const pageSeoSchema = z.optional(
  z.object({
    title: optionalText(BLOG_LABELS.metaTitle, FIELD_LIMITS.metaTitle),
    description: optionalText(BLOG_LABELS.metaDescription, FIELD_LIMITS.metaDescription),
  }),
);
