/** The about page's schema and SPEC-fixed checks (./about-page): the API and the editor, not the renderers. */
import { INDUSTRIES } from '../form-options';
import { plainText } from '../schemas/common';
import { MEDIA_IMAGE_PATH } from '../schemas/media-upload';
import * as z from '../schemas/zod-mini';
import {
  ABOUT_BUILT_IN_IMAGE,
  ABOUT_CARD_HEADINGS,
  ABOUT_PAGE_LIMITS,
  type AboutContent,
  CLIENT_PROJECT_NAMES,
  DELIVERY_STEP_HEADINGS,
} from './about-page';
import { PAGE_MESSAGES } from './page-messages';
import { pageSeoSchema } from './page-seo-schema';

const L = ABOUT_PAGE_LIMITS;
const imagePath = z.string().check(
  z.trim(),
  z.refine((v) => ABOUT_BUILT_IN_IMAGE.test(v) || MEDIA_IMAGE_PATH.test(v), {
    error: 'Images must be uploaded first.',
  }),
);
/** A SPEC-fixed text: optional in a save (the seed's is kept); a changed one is refused by the handler. */
const fixed = z.optional(z.string());

export const aboutPageSchema = z.object({
  /** The page's search snippet (meta title and description); empty falls back to the built head. */
  seo: pageSeoSchema,
  intro: z.object({
    heading: plainText('Heading', L.heading),
    lead: plainText('Lead', L.lead),
    body: plainText('Paragraphs', L.body),
    image: imagePath,
    alt: plainText('Image alt text', L.alt),
  }),
  steps: z
    .array(z.object({ heading: fixed, description: plainText('Step description', L.description) }))
    .check(z.length(DELIVERY_STEP_HEADINGS.length, { error: 'The delivery process has exactly 4 steps.' })),
  cards: z
    .array(
      z.object({
        heading: fixed,
        description: plainText('Card description', L.description),
        image: imagePath,
        alt: plainText('Image alt text', L.alt),
      }),
    )
    .check(z.length(ABOUT_CARD_HEADINGS.length, { error: 'The page has exactly 3 cards.' })),
  projects: z
    .array(
      z.object({
        name: fixed,
        industry: z.enum(INDUSTRIES, { error: 'Choose an industry from the list.' }),
        summary: plainText('Project summary', L.summary),
        outcome: plainText('Project result', L.outcome),
      }),
    )
    .check(z.length(CLIENT_PROJECT_NAMES.length, { error: 'The page has exactly 3 client projects.' })),
});
export type AboutPageInput = z.infer<typeof aboutPageSchema>;

/** The SPEC-fixed texts of a save: each list's fixed field as sent must be the seed's. */
export function aboutFixedIssues(seed: AboutContent, input: AboutPageInput) {
  const lists = [
    ['steps', 'heading'],
    ['cards', 'heading'],
    ['projects', 'name'],
  ] as const;
  return lists.flatMap(([list, field]) =>
    (input[list] as readonly Record<string, string | undefined>[]).flatMap((item, i) => {
      const sent = item[field];
      const want = (seed[list][i] as Record<string, string> | undefined)?.[field];
      return sent !== undefined && sent !== want
        ? [{ path: `${list}.${i}.${field}`, message: PAGE_MESSAGES.fixed }]
        : [];
    }),
  );
}
