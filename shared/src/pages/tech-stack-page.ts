/**
 * The home page's tech stack as a document (issue 31): the four groups SPEC §2
 * names are fixed (an unknown or missing group is refused); staff edit the
 * technologies in each. Icons are chosen by the technology's lowercase name
 * (shared/src/tech-icons.ts); a name without a mark gets a neutral one.
 */
import { plainText } from '../schemas/common';
import * as z from '../schemas/zod-mini';

export const TECH_STACK_GROUPS = ['Frontend', 'Backend', 'Database', 'Infrastructure'] as const;
export type TechStackGroup = (typeof TECH_STACK_GROUPS)[number];

export const TECH_STACK_LIMITS = { name: 40, min: 1, max: 12 } as const;

export interface Technology {
  readonly name: string;
}
// A type, not an interface: @mantine/form's resolver takes a record of fields.
export type TechStackContent = { readonly [G in TechStackGroup]: readonly Technology[] };
export type TechStackPageDoc = TechStackContent;

const L = TECH_STACK_LIMITS;
const list = (group: TechStackGroup) =>
  z
    .array(z.object({ name: plainText('Technology', L.name) }))
    .check(
      z.minLength(L.min, { error: `${group}: at least ${L.min} technology.` }),
      z.maxLength(L.max, { error: `${group}: at most ${L.max} technologies.` }),
    );

/** Strict: the groups are SPEC's, so a renamed or extra group is refused, not dropped. */
export const techStackPageSchema = z.strictObject({
  Frontend: list('Frontend'),
  Backend: list('Backend'),
  Database: list('Database'),
  Infrastructure: list('Infrastructure'),
});

export const TECH_SLOT_PREFIX = 'tech.';
/** The home template's slot of a group's list. */
export const techStackSlot = (group: TechStackGroup) => `${TECH_SLOT_PREFIX}${group.toLowerCase()}`;
