/**
 * The About Us page as a document (issue 31): the introduction (with its
 * illustration), the four delivery steps, the Vision/Mission/Goals cards and
 * the three client projects. SPEC §2 fixes the steps' headings (Understand
 * Needs, Planning, Design Build & Test, Launch & Support), the cards'
 * headings (Vision, Mission, Goals) and the three projects' names (their two
 * image sets are keyed by name): staff edit the texts and images around them.
 *
 * The client projects live here, not in the our-work records: SPEC fixes
 * exactly three, named, each with two image sets keyed by its name, while
 * our-work entries are a list staff add to, rename and delete; About must not
 * lose a project (or show a fourth) when Our Work changes.
 *
 * The intro and the cards are also the site sections about.* (edit-section):
 * their objects carry the sections' field names (`body`: one paragraph per line).
 * The schema is in ./about-page-schema (the renderers need no zod).
 */

export const ABOUT_PAGE_ID = 'about-us';

/** SPEC §2's delivery process, in order: fixed headings. */
export const DELIVERY_STEP_HEADINGS = [
  'Understand Needs',
  'Planning',
  'Design Build & Test',
  'Launch & Support',
] as const;
/** SPEC §2's three cards, in order: fixed headings. */
export const ABOUT_CARD_HEADINGS = ['Vision', 'Mission', 'Goals'] as const;
/** SPEC §2's three client projects (two image sets each, keyed by name): fixed names. */
export const CLIENT_PROJECT_NAMES = ['CareConnect', 'LedgerLeaf', 'CampusQuest'] as const;
export type ClientProjectName = (typeof CLIENT_PROJECT_NAMES)[number];

export const ABOUT_PAGE_LIMITS = {
  heading: 120,
  lead: 300,
  body: 2000,
  description: 400,
  alt: 250,
  summary: 300,
  outcome: 200,
} as const;

/** The illustrations shipped with the build (an uploaded /media/ image may replace one). */
export const ABOUT_BUILT_IN_IMAGE = /^\/images\/about\/[a-z0-9-]{1,40}\.svg$/;

export type AboutIntro = {
  readonly heading: string;
  readonly lead: string;
  /** One paragraph per line (the about.intro section's field). */
  readonly body: string;
  readonly image: string;
  readonly alt: string;
};
export type AboutStep = { readonly heading: string; readonly description: string };
export type AboutCard = {
  readonly heading: string;
  readonly description: string;
  readonly image: string;
  readonly alt: string;
};
export type AboutProject = {
  readonly name: ClientProjectName;
  readonly industry: string;
  readonly summary: string;
  readonly outcome: string;
};

// A type, not an interface: @mantine/form's resolver takes a record of fields.
export type AboutContent = {
  readonly intro: AboutIntro;
  readonly steps: readonly AboutStep[];
  readonly cards: readonly AboutCard[];
  readonly projects: readonly AboutProject[];
};
export type AboutPageDoc = AboutContent;

/** Where each about.* site section's values live in the document. */
export const ABOUT_SECTION_PATHS = {
  'about.intro': ['intro'],
  'about.vision': ['cards', 0],
  'about.mission': ['cards', 1],
  'about.goals': ['cards', 2],
} as const;

/** Template slots of the about page beside the sections' marks. */
export const ABOUT_SLOTS = {
  art: 'about.art',
  steps: 'about.steps',
  project: (i: number, field: 'industry' | 'summary' | 'outcome') => `about.project.${i}.${field}`,
} as const;
