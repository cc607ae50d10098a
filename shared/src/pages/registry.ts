/**
 * Every page staff edit as a document (the Pages screen, /admin/edit-section):
 * its id, public path, title and kind. The list is fixed by the code, so the
 * API reads the stored documents by key (no Scan, no unbounded list).
 */
import { OFFICE_IDS } from '../company-contacts';
import { ABOUT_PAGE_ID, type AboutPageDoc } from './about-page';
import { CAREERS_PAGE_ID, type CareersPageDoc } from './careers-page';
import type { FooterPageDoc } from './footer-page';
import { HOME_PAGE_ID, type HomePageDoc } from './home-slots';
import { INDUSTRIES_PAGE_ID, type IndustriesPageDoc } from './industries-page';
import { LEGAL_PAGE_IDS, LEGAL_PAGE_PATHS, type LegalPageDoc } from './legal-page';
import { LIFE_PAGE_ID, type LifePageDoc } from './life-page';
import type { OfficePageDoc } from './office-page';
import { FOOTER_PAGE_ID, officePageId, servicePageId, TECH_STACK_PAGE_ID } from './page-ids';
import type { WithSeo } from './page-seo';
import { ABOUT_SEED } from './seed/about';
import { CAREERS_SEED } from './seed/careers';
import { FOOTER_SEED } from './seed/footer';
import { HOME_SEED } from './seed/home';
import { INDUSTRIES_SEED } from './seed/industries';
import { LEGAL_SEED } from './seed/legal';
import { LIFE_SEED } from './seed/life';
import { OFFICE_SEED } from './seed/offices';
import { SERVICES } from './seed/services';
import { TECH_STACK_SEED } from './seed/tech-stack';
import { type ServicePageDoc, serviceDocOf } from './service-page';
import type { TechStackPageDoc } from './tech-stack-page';

interface EntryBase {
  readonly id: string;
  readonly path: string;
  readonly title: string;
}
export interface ServicePageEntry extends EntryBase {
  readonly kind: 'service';
  /** The built-in document (today's text) shown until staff save one. */
  readonly seed: WithSeo<ServicePageDoc>;
}
/** An office's contact card: shown in every page's footer, so a save renders every page. */
export interface OfficePageEntry extends EntryBase {
  readonly kind: 'office';
  readonly seed: OfficePageDoc;
}
/** The footer's tagline and social links: on every page, so a save renders every page. */
export interface FooterPageEntry extends EntryBase {
  readonly kind: 'footer';
  readonly seed: FooterPageDoc;
}
/** The home page's tech stack (groups fixed, technologies editable). */
export interface TechStackPageEntry extends EntryBase {
  readonly kind: 'tech-stack';
  readonly seed: TechStackPageDoc;
}
/** A legal page: staff prose around the generated blocks (heading fixed). */
export interface LegalPageEntry extends EntryBase {
  readonly kind: 'legal';
  readonly seed: WithSeo<LegalPageDoc>;
}
/** The careers page's texts (SPEC's headings, values and the traits' count fixed). */
export interface CareersPageEntry extends EntryBase {
  readonly kind: 'careers';
  readonly seed: WithSeo<CareersPageDoc>;
}
/** The home page: hero, about block, stats and highlighted industries (SPEC §1's claims fixed). */
export interface HomePageEntry extends EntryBase {
  readonly kind: 'home';
  readonly seed: WithSeo<HomePageDoc>;
}
/** The Life at Moondive page's texts. */
export interface LifePageEntry extends EntryBase {
  readonly kind: 'life';
  readonly seed: WithSeo<LifePageDoc>;
}
/** About Us (SPEC's step and card headings and the client projects' names fixed). */
export interface AboutPageEntry extends EntryBase {
  readonly kind: 'about';
  readonly seed: WithSeo<AboutPageDoc>;
}
/** Industries (SPEC §9's names and order fixed). */
export interface IndustriesPageEntry extends EntryBase {
  readonly kind: 'industries';
  readonly seed: WithSeo<IndustriesPageDoc>;
}
export type PageEntry =
  | AboutPageEntry
  | IndustriesPageEntry
  | HomePageEntry
  | CareersPageEntry
  | LifePageEntry
  | ServicePageEntry
  | OfficePageEntry
  | FooterPageEntry
  | TechStackPageEntry
  | LegalPageEntry;
/** A page whose content every page shows (a save renders the whole site). */
export const isSiteWide = (entry: PageEntry) => entry.kind === 'office' || entry.kind === 'footer';
export type PageKind = PageEntry['kind'];
export type PageContent = PageEntry['seed'];

export const PAGES: readonly PageEntry[] = [
  { id: HOME_PAGE_ID, path: '/', title: 'Home', kind: 'home', seed: HOME_SEED },
  ...SERVICES.map(
    (s): ServicePageEntry => ({
      id: servicePageId(s.path),
      path: s.path,
      title: s.title,
      kind: 'service',
      seed: serviceDocOf(s),
    }),
  ),
  ...OFFICE_IDS.map(
    (id): OfficePageEntry => ({
      id: officePageId(id),
      path: '/contact-us',
      title: `Office: ${OFFICE_SEED[id].title}`,
      kind: 'office',
      seed: OFFICE_SEED[id],
    }),
  ),
  { id: FOOTER_PAGE_ID, path: '/', title: 'Footer', kind: 'footer', seed: FOOTER_SEED },
  { id: TECH_STACK_PAGE_ID, path: '/', title: 'Tech stack', kind: 'tech-stack', seed: TECH_STACK_SEED },
  {
    id: CAREERS_PAGE_ID,
    path: '/careers',
    title: 'Careers',
    kind: 'careers',
    seed: CAREERS_SEED,
  },
  {
    id: ABOUT_PAGE_ID,
    path: '/about-us',
    title: 'About us',
    kind: 'about',
    seed: ABOUT_SEED,
  },
  {
    id: INDUSTRIES_PAGE_ID,
    path: '/industries',
    title: 'Industries',
    kind: 'industries',
    seed: INDUSTRIES_SEED,
  },
  {
    id: LIFE_PAGE_ID,
    path: '/life-at-moondive',
    title: 'Life at Moondive',
    kind: 'life',
    seed: LIFE_SEED,
  },
  ...LEGAL_PAGE_IDS.map(
    (id): LegalPageEntry => ({
      id,
      path: LEGAL_PAGE_PATHS[id],
      title: LEGAL_SEED[id].heading,
      kind: 'legal',
      seed: LEGAL_SEED[id],
    }),
  ),
];

export const PAGE_IDS = PAGES.map((p) => p.id) as [string, ...string[]];

export function pageById(id: string): PageEntry | undefined {
  return PAGES.find((p) => p.id === id);
}

/** Which fields the editor shows read-only and the API refuses to change (SPEC-fixed, or the office itself). */
export const FIXED_FIELDS: Readonly<Record<PageKind, readonly string[]>> = {
  service: ['title'],
  office: ['title', 'country'],
  footer: [],
  'tech-stack': [],
  legal: ['heading'],
  careers: ['values.value'],
  life: [],
  about: ['steps.heading', 'cards.heading', 'projects.name'],
  industries: ['industries.name'],
  // SPEC §1's claims: the claim stats (HOME_CLAIM_STATS) whole.
  home: ['stats.value', 'stats.label'],
};
