/**
 * The service page document (issue 31): what staff edit on each of the six
 * service pages. SPEC fixes the page's name (its h1 and menu label), the
 * section headings (in the page component), the 6-step process and SPEC §1's
 * claims; staff edit the texts around them.
 */
import { MARKETING_CLAIMS } from '../constants';
import { plainText } from '../schemas/common';
import * as z from '../schemas/zod-mini';
import { PAGE_MESSAGES } from './page-messages';
import { pageSeoSchema } from './page-seo-schema';
import type { ServiceContent } from './types';

export const SERVICE_PAGE_LIMITS = {
  headline: 160,
  intro: 800,
  summary: 200,
  cardTitle: 80,
  cardText: 400,
  stepHeading: 40,
  question: 200,
  answer: 1200,
  /** Repeatable lists (SPEC §2 fixes only the process's 6 steps). */
  cards: { min: 2, max: 8 },
  faqs: { min: 1, max: 12 },
  steps: 6,
} as const;

const L = SERVICE_PAGE_LIMITS;
const card = z.object({
  title: plainText('Title', L.cardTitle),
  description: plainText('Description', L.cardText),
});
const cards = (label: string) =>
  z
    .array(card)
    .check(
      z.minLength(L.cards.min, { error: `${label}: at least ${L.cards.min} items.` }),
      z.maxLength(L.cards.max, { error: `${label}: at most ${L.cards.max} items.` }),
    );

/** What a save of a service page carries; `title` may be sent back but never changed (checked against the seed). */
export const servicePageSchema = z.object({
  /** The page's search snippet (meta title and description); empty falls back to the built head. */
  seo: pageSeoSchema,
  title: z.optional(z.string()),
  headline: plainText('Headline', L.headline),
  intro: plainText('Introduction', L.intro),
  summary: plainText('Summary', L.summary),
  capabilities: cards('Capabilities'),
  offerings: cards('What We Offer'),
  process: z
    .array(
      z.object({
        heading: plainText('Step', L.stepHeading),
        description: plainText('Description', L.cardText),
      }),
    )
    .check(z.length(L.steps, { error: PAGE_MESSAGES.steps })),
  faqs: z
    .array(z.object({ question: plainText('Question', L.question), answer: plainText('Answer', L.answer) }))
    .check(
      z.minLength(L.faqs.min, { error: `FAQs: at least ${L.faqs.min}.` }),
      z.maxLength(L.faqs.max, { error: `FAQs: at most ${L.faqs.max}.` }),
    ),
});
export type ServicePageInput = z.output<typeof servicePageSchema>;

/** The editable part of a service page, as stored. */
export type ServicePageDoc = Omit<ServiceContent, 'path' | 'image'>;

export function serviceDocOf(seed: ServiceContent): ServicePageDoc {
  const { path: _path, image: _image, ...doc } = seed;
  return doc;
}

export interface FieldIssue {
  readonly path: string;
  readonly message: string;
}

const CLAIMS = [MARKETING_CLAIMS.projectsText, MARKETING_CLAIMS.mvpCostText];

/** Every string of a document with its dotted path (faqs.1.answer). */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}.${i}`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
}

/**
 * The SPEC-fixed parts of a save: the title unchanged, and every SPEC §1 claim
 * the seed states still stated somewhere on the page (staff may reword around it).
 */
export function fixedIssues(seed: ServicePageDoc, input: ServicePageInput): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (input.title !== undefined && input.title !== seed.title)
    issues.push({ path: 'title', message: PAGE_MESSAGES.fixed });
  return claimIssues(seed, { ...input, title: seed.title }, issues);
}

/**
 * SPEC §1's claims on any page document: a text whose seed states a claim
 * must keep stating it, and a claim the seed states must stay on the page.
 * Adds to `issues` (the page's other fixed-field issues) and returns them.
 */
export function claimIssues(seed: unknown, input: unknown, issues: FieldIssue[] = []): FieldIssue[] {
  const seedText = [...strings(seed, '')];
  const inputText = [...strings(input, '')];
  for (const claim of CLAIMS) {
    const inSeed = seedText.filter(([, v]) => v.includes(claim));
    if (inSeed.length === 0) continue;
    for (const [path] of inSeed) {
      const now = inputText.find(([p]) => p === path)?.[1];
      if (now !== undefined && !now.includes(claim))
        issues.push({ path, message: PAGE_MESSAGES.claim(claim) });
    }
    if (!inputText.some(([, v]) => v.includes(claim)) && issues.length === 0)
      issues.push({ path: inSeed[0]?.[0] ?? 'title', message: PAGE_MESSAGES.claim(claim) });
  }
  return issues;
}
