/**
 * Site sections staff edit at /admin/edit-section (SPEC §2): texts and images
 * of the home and about pages. A section stores only what staff changed;
 * anything not stored shows the page's built-in text. Our design:
 *
 * - Each editable element of a public page carries
 *   `data-section-field="<section>.<field>"`. On every change the content
 *   feature rewrites the page's HTML in the site bucket (the prerendered
 *   file, patched) and embeds the current values as JSON
 *   (`<script type="application/json" id="site-sections">`), so crawlers and
 *   the first paint show the new content without a deploy, and the SPA
 *   renders the same values when it takes over.
 * - The edit-section call's schema is in ./site-sections-schema (renderers need no zod).
 * - Field kinds: `text` (one line, no HTML), `multiline` (paragraphs, one per
 *   line, no HTML) and `image` (a /media/ image uploaded first).
 */

import { INDUSTRIES } from './form-options';
import { industrySectionKey } from './site-sections-embed';

export type SectionFieldKind = 'text' | 'multiline' | 'image';

export interface SectionFieldDef {
  readonly name: string;
  readonly label: string;
  readonly kind: SectionFieldKind;
  readonly max: number;
}

export interface SectionDef {
  readonly key: string;
  readonly title: string;
  /** The public page whose HTML shows it. */
  readonly page: '/' | '/about-us' | '/industries' | '/life-at-moondive';
  readonly fields: readonly SectionFieldDef[];
}

const text = (name: string, label: string, max: number): SectionFieldDef => ({
  name,
  label,
  kind: 'text',
  max,
});
const multiline = (name: string, label: string, max: number): SectionFieldDef => ({
  name,
  label,
  kind: 'multiline',
  max,
});
const image = (name: string, label: string): SectionFieldDef => ({ name, label, kind: 'image', max: 1024 });

/** A Vision/Mission/Goals card: its heading is SPEC's (the about-us document's seed), not a field. */
const card = (key: string, title: string): SectionDef => ({
  key,
  title,
  page: '/about-us',
  fields: [
    text('description', 'Description', 400),
    image('image', 'Image'),
    text('alt', 'Image alt text', 250),
  ],
});

export const SECTION_DEFS: readonly SectionDef[] = [
  {
    key: 'home.hero',
    title: 'Home: hero',
    page: '/',
    fields: [text('heading', 'Heading', 120), text('lead', 'Lead', 300)],
  },
  {
    key: 'home.about',
    title: 'Home: about block',
    page: '/',
    fields: [text('heading', 'Heading', 120), multiline('body', 'Paragraphs', 2000)],
  },
  {
    key: 'about.intro',
    title: 'About us: introduction',
    page: '/about-us',
    fields: [
      text('heading', 'Heading', 120),
      text('lead', 'Lead', 300),
      multiline('body', 'Paragraphs', 2000),
    ],
  },
  card('about.vision', 'About us: Vision card'),
  card('about.mission', 'About us: Mission card'),
  card('about.goals', 'About us: Goals card'),
  /*
   * Bootcamp (/admin/bootcamp): the training programme's block on Life at
   * Moondive. Applications go through the careers pipeline (an Internship
   * opening), so HR reviews every applicant in one place; the block links there.
   */
  {
    key: 'life.bootcamp',
    title: 'Bootcamp programme',
    page: '/life-at-moondive',
    fields: [
      text('heading', 'Heading', 120),
      multiline('body', 'Description', 2000),
      text('schedule', 'Schedule and eligibility', 300),
      text('cta', 'Button text', 60),
    ],
  },
  /* Industries (/admin/industries): the description of each of the 18 industries (SPEC §9). */
  ...INDUSTRIES.map(
    (name): SectionDef => ({
      key: industrySectionKey(name),
      title: `Industry: ${name}`,
      page: '/industries',
      fields: [text('description', 'Description', 300)],
    }),
  ),
];

export const SECTION_KEYS = SECTION_DEFS.map((d) => d.key) as [string, ...string[]];
/** Public pages whose HTML the content feature rewrites. */
export const SECTION_PAGES = [...new Set(SECTION_DEFS.map((d) => d.page))];
export {
  industrySectionKey,
  SECTIONS_SCRIPT_ID,
  type SectionValues,
  type SiteSections,
} from './site-sections-embed';

export const SECTION_MESSAGES = {
  /** ours */
  unknown: 'Unknown section.',
  /** ours */
  saved: 'Section updated successfully',
  /** ours */
  reset: 'Section reset to the original content',
  /** ours */
  imageUploaded: 'Image uploaded successfully',
  /** ours */
  imageDeleted: 'Image deleted successfully',
} as const;

export function sectionDef(key: string): SectionDef | undefined {
  return SECTION_DEFS.find((d) => d.key === key);
}
