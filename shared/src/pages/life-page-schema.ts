/** The Life at Moondive page's schema (./life-page): the API and the editor, not the renderers. */
import { plainText } from '../schemas/common';
import * as z from '../schemas/zod-mini';
import { LIFE_PAGE_LIMITS } from './life-page';
import { pageSeoSchema } from './page-seo-schema';

const L = LIFE_PAGE_LIMITS;
export const lifePageSchema = z.object({
  /** The page's search snippet (meta title and description); empty falls back to the built head. */
  seo: pageSeoSchema,
  heading: plainText('Page heading', L.heading),
  lead: plainText('Lead', L.text),
  text: plainText('Introduction', L.text),
  highlights: z
    .array(
      z.object({
        title: plainText('Highlight', L.title),
        description: plainText('Description', L.description),
      }),
    )
    .check(
      z.minLength(L.highlights.min, { error: `Highlights: at least ${L.highlights.min}.` }),
      z.maxLength(L.highlights.max, { error: `Highlights: at most ${L.highlights.max}.` }),
    ),
  quotes: z
    .array(
      z.object({
        quote: plainText('Quote', L.quote),
        name: plainText('Name', L.name),
        role: plainText('Role', L.name),
      }),
    )
    .check(
      z.minLength(L.quotes.min, { error: `Quotes: at least ${L.quotes.min}.` }),
      z.maxLength(L.quotes.max, { error: `Quotes: at most ${L.quotes.max}.` }),
    ),
  bootcamp: z.object({
    heading: plainText('Bootcamp heading', L.heading),
    body: plainText('Bootcamp description', L.body),
    schedule: plainText('Schedule and eligibility', L.schedule),
    cta: plainText('Button text', L.cta),
  }),
});
