/**
 * The home page as a document (issue 31): the hero (heading, lead and the
 * carousel's slides), the about block, the stats and the highlighted
 * industries. SPEC §1's claims stay fixed: the two claim stats are the
 * seed's (read-only in the editor, refused when changed), and a text whose
 * seed states a claim must keep stating it (the service pages' rule).
 * The hero's heading and lead and the about block are also the site sections
 * home.hero and home.about (section-fold-home.ts).
 */
import { INDUSTRIES } from '../form-options';
import { plainText } from '../schemas/common';
import { MEDIA_IMAGE_PATH } from '../schemas/media-upload';
import * as z from '../schemas/zod-mini';
import { pageSeoSchema } from './page-seo-schema';

export * from './home-slots';

export const HOME_PAGE_LIMITS = {
  heading: 120,
  lead: 300,
  body: 2000,
  eyebrow: 60,
  slideHeading: 120,
  slideText: 300,
  alt: 250,
  statValue: 20,
  statLabel: 60,
  slides: { min: 1, max: 5 },
  stats: { min: 2, max: 4 },
  industries: { min: 4, max: 12 },
} as const;
/** The hero's pictures shipped with the build (an uploaded /media/ image may replace one). */
export const HOME_BUILT_IN_IMAGE = /^\/images\/hero\/[a-z0-9-]{1,40}\.svg$/;

const L = HOME_PAGE_LIMITS;
const imagePath = z.string().check(
  z.trim(),
  z.refine((v) => HOME_BUILT_IN_IMAGE.test(v) || MEDIA_IMAGE_PATH.test(v), {
    error: 'Images must be uploaded first.',
  }),
);

export const homePageSchema = z.object({
  /** The page's search snippet (meta title and description); empty falls back to the built head. */
  seo: pageSeoSchema,
  hero: z.object({
    heading: plainText('Heading', L.heading),
    lead: plainText('Lead', L.lead),
    slides: z
      .array(
        z.object({
          eyebrow: plainText('Eyebrow', L.eyebrow),
          heading: plainText('Slide heading', L.slideHeading),
          text: plainText('Slide text', L.slideText),
          image: imagePath,
          alt: plainText('Image alt text', L.alt),
        }),
      )
      .check(
        z.minLength(L.slides.min, { error: `Slides: at least ${L.slides.min}.` }),
        z.maxLength(L.slides.max, { error: `Slides: at most ${L.slides.max}.` }),
      ),
  }),
  about: z.object({ heading: plainText('Heading', L.heading), body: plainText('Paragraphs', L.body) }),
  stats: z
    .array(z.object({ value: plainText('Figure', L.statValue), label: plainText('Label', L.statLabel) }))
    .check(
      z.minLength(L.stats.min, { error: `Stats: at least ${L.stats.min}.` }),
      z.maxLength(L.stats.max, { error: `Stats: at most ${L.stats.max}.` }),
    ),
  industries: z.array(z.enum(INDUSTRIES, { error: 'Choose an industry from the list.' })).check(
    z.minLength(L.industries.min, { error: `Industries: at least ${L.industries.min}.` }),
    z.maxLength(L.industries.max, { error: `Industries: at most ${L.industries.max}.` }),
    z.refine((list) => new Set(list).size === list.length, { error: 'Each industry once.' }),
  ),
});
