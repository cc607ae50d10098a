/** The page documents' `seo` field: the posts' meta fields, limits and messages. */
import { FIELD_LIMITS } from '../constants';
import { optionalText } from '../schemas/common';
import * as z from '../schemas/zod-mini';

export const pageSeoSchema = z.optional(
  z.object({
    title: optionalText('Meta title', FIELD_LIMITS.metaTitle),
    description: optionalText('Meta description', FIELD_LIMITS.metaDescription),
  }),
);
