/** SPEC §7's edit-section call's input (./site-sections): the API's, not the renderers'. */
import { MESSAGES, maxLengthMessage } from './messages';
import { MEDIA_IMAGE_PATH } from './schemas/media-upload';
import * as z from './schemas/zod-mini';
import { SECTION_KEYS, SECTION_MESSAGES, type SectionFieldDef, sectionDef } from './site-sections';

const HTML_TAG = /<\/?[a-z!][^<>]*>/i;

function fieldSchema(f: SectionFieldDef) {
  const base = z.string().check(z.trim(), z.maxLength(f.max, { error: maxLengthMessage(f.label, f.max) }));
  if (f.kind === 'image')
    return z.optional(base.check(z.regex(MEDIA_IMAGE_PATH, { error: 'Images must be uploaded first.' })));
  return z.optional(base.check(z.refine((v) => !HTML_TAG.test(v), { error: MESSAGES.textNoHtml })));
}

/** PUT /admin/edit-section: a known section and only its fields; empty fields fall back to the built-in text. */
const editSectionInput = z.object({
  key: z.enum(SECTION_KEYS, { error: SECTION_MESSAGES.unknown }),
  values: z.record(z.string(), z.string()),
});

export const editSectionSchema = z.pipe(
  editSectionInput.check(
    z.superRefine((input, ctx) => {
      const def = sectionDef(input.key);
      if (!def) return;
      for (const name of Object.keys(input.values)) {
        if (!def.fields.some((f) => f.name === name))
          ctx.addIssue({ code: 'custom', path: ['values', name], message: `Unknown field ${name}.` });
      }
      for (const f of def.fields) {
        const result = fieldSchema(f).safeParse(input.values[f.name]);
        if (!result.success)
          ctx.addIssue({
            code: 'custom',
            path: ['values', f.name],
            message: result.error.issues[0]?.message ?? 'Invalid',
          });
      }
    }),
  ),
  z.transform((input: z.output<typeof editSectionInput>) => ({
    key: input.key,
    values: Object.fromEntries(
      Object.entries(input.values)
        .map(([k, v]) => [k, v.trim()] as const)
        .filter(([, v]) => v !== ''),
    ),
  })),
);
export type EditSection = z.infer<typeof editSectionSchema>;
