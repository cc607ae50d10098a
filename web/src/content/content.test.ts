import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { INDUSTRIES, MARKETING_CLAIMS } from '@app/shared/constants';
import { CLIENT_PROJECT_NAMES } from '@app/shared/pages/about-page';
import { aboutPageSchema } from '@app/shared/pages/about-page-schema';
import { PARTNER_LOGO_FRAME } from '@app/shared/pages/footer-page';
import { HOME_SLIDE_FRAME } from '@app/shared/pages/home-page';
import { industriesPageSchema } from '@app/shared/pages/industries-page-schema';
import { FOOTER_SEED } from '@app/shared/pages/seed/footer';
import { HOME_SEED } from '@app/shared/pages/seed/home';
import {
  processStepSchema,
  traitCardSchema,
  valueCardSchema,
  visionCardSchema,
} from '@app/shared/schemas/careers-cards';
import { TECH_ICONS } from '@app/shared/tech-icons';
import { describe, expect, it } from 'vitest';
import { findScreen, isStaticPath, PUBLIC_SCREENS, SERVICE_PATHS } from '../config/screens';
import { documentTitle } from '../features/marketing/seo/head-tags';
import { ABOUT_PAGE, PROJECT_IMAGES } from './about';
import { CAREERS_PAGE } from './careers';
import { COMPANY, OFFICES } from './company';
import { INDUSTRIES_PAGE } from './industries';
import { LIFE_GALLERY } from './life';
import { PAGE_META, type StaticPublicPath } from './page-meta';
import { SERVICES } from './services';
import { TECH_STACK, TECH_STACK_GROUPS } from './tech-stack';
import type { ImageAsset } from './types';

const PUBLIC_DIR = resolve(import.meta.dirname, '../../public');
const staticPaths = PUBLIC_SCREENS.map((r) => r.path).filter(isStaticPath) as StaticPublicPath[];

/** The image file exists and declares the same intrinsic size as the content (no layout shift). */
function expectImage(image: Pick<ImageAsset, 'src' | 'width' | 'height'>) {
  const file = join(PUBLIC_DIR, image.src);
  expect(existsSync(file), image.src).toBe(true);
  if (file.endsWith('.svg')) {
    const svg = readFileSync(file, 'utf8');
    expect(svg, image.src).toContain(`width="${image.width}"`);
    expect(svg, image.src).toContain(`height="${image.height}"`);
  }
}

describe('page meta', () => {
  it.each(staticPaths)('%s has a title, description and Open Graph data', (path) => {
    const meta = PAGE_META[path];
    expect(meta.title.trim()).not.toBe('');
    expect(meta.description.length).toBeGreaterThanOrEqual(50);
    expect(meta.description.length).toBeLessThanOrEqual(170);
    expect(meta.ogTitle.trim()).not.toBe('');
    expect(meta.ogDescription.trim()).not.toBe('');
    expect(meta.breadcrumb.trim()).not.toBe('');
    expect(existsSync(join(PUBLIC_DIR, meta.ogImage))).toBe(true);
  });

  it('covers exactly the static public routes, with unique titles and descriptions', () => {
    expect(Object.keys(PAGE_META).sort()).toEqual([...staticPaths].sort());
    const titles = staticPaths.map((p) => documentTitle(p, PAGE_META[p]));
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.every((t) => t.length <= 70)).toBe(true);
    const descriptions = staticPaths.map((p) => PAGE_META[p].description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("keeps /error and the visitor's own meeting page out of search results", () => {
    expect(PAGE_META['/error'].noindex).toBe(true);
    expect(staticPaths.filter((p) => PAGE_META[p].noindex)).toEqual([
      '/error',
      '/meeting',
      '/careers/keep-my-application',
      '/preview',
    ]);
  });
});

describe('services', () => {
  it('has the six service pages in route order, titled like the routes', () => {
    expect(SERVICES.map((s) => s.path)).toEqual(SERVICE_PATHS);
    for (const s of SERVICES)
      expect(s.title).toBe(findScreen(s.path as (typeof SERVICE_PATHS)[number]).title);
  });

  it.each(SERVICES.map((s) => [s.path, s] as const))(
    '%s has capabilities, offerings, 6 steps and FAQs',
    (_p, s) => {
      expect(s.capabilities.length).toBeGreaterThanOrEqual(3);
      expect(s.offerings.length).toBeGreaterThanOrEqual(3);
      expect(s.process).toHaveLength(6);
      for (const step of s.process) expect(processStepSchema.safeParse(step).success).toBe(true);
      expect(s.faqs.length).toBeGreaterThanOrEqual(3);
      expectImage(s.image);
    },
  );
});

describe('home', () => {
  it('states both marketing claims', () => {
    const text = JSON.stringify(HOME_SEED);
    expect(text).toContain(MARKETING_CLAIMS.projectsText);
    expect(text).toContain(MARKETING_CLAIMS.mvpCostText);
  });

  it('groups the tech stack as Frontend / Backend / Database / Infrastructure, each with an icon', () => {
    expect(Object.keys(TECH_STACK)).toEqual([...TECH_STACK_GROUPS]);
    expect(TECH_STACK_GROUPS).toEqual(['Frontend', 'Backend', 'Database', 'Infrastructure']);
    for (const name of Object.values(TECH_STACK).flat())
      expect(TECH_ICONS[name.toLowerCase()], name).toBeDefined();
  });

  it('has images with their sizes for the hero, partners and the life gallery', () => {
    const hero = HOME_SEED.hero.slides.map((s) => ({ src: s.image, alt: s.alt, ...HOME_SLIDE_FRAME }));
    // The partners are the footer document's seed: its built-in logos drawn in the logo frame.
    const partners = FOOTER_SEED.partners.map((p) => ({ src: p.logo, alt: p.name, ...PARTNER_LOGO_FRAME }));
    for (const image of [...hero, ...partners, ...LIFE_GALLERY, COMPANY.logo]) {
      expectImage(image);
      expect(image.alt.trim()).not.toBe('');
    }
  });
});

describe('about', () => {
  it('lists the four delivery steps of SPEC §2 in order', () => {
    expect(ABOUT_PAGE.steps.map((s) => s.heading)).toEqual([
      'Understand Needs',
      'Planning',
      'Design Build & Test',
      'Launch & Support',
    ]);
  });

  it('has Vision, Mission and Goals cards with image, heading, description and alt', () => {
    expect(ABOUT_PAGE.cards.map((c) => c.heading)).toEqual(['Vision', 'Mission', 'Goals']);
    for (const card of ABOUT_PAGE.cards) {
      expect(visionCardSchema.safeParse(card).success).toBe(true);
      expect(existsSync(join(PUBLIC_DIR, card.image))).toBe(true);
    }
  });

  it('has a seed that passes the about page schema, with its intro illustration shipped', () => {
    expect(aboutPageSchema.safeParse(ABOUT_PAGE).success).toBe(true);
    expect(existsSync(join(PUBLIC_DIR, ABOUT_PAGE.intro.image))).toBe(true);
    expect(ABOUT_PAGE.steps.every((s) => processStepSchema.safeParse(s).success)).toBe(true);
  });

  it('keys two image sets by each of the three project names', () => {
    expect(CLIENT_PROJECT_NAMES).toHaveLength(3);
    expect(ABOUT_PAGE.projects.map((p) => p.name)).toEqual([...CLIENT_PROJECT_NAMES]);
    expect(Object.keys(PROJECT_IMAGES).sort()).toEqual([...CLIENT_PROJECT_NAMES].sort());
    for (const name of CLIENT_PROJECT_NAMES) {
      const sets = PROJECT_IMAGES[name];
      expect(sets.desktop.length).toBeGreaterThan(0);
      expect(sets.mobile.length).toBeGreaterThan(0);
      for (const image of [...sets.desktop, ...sets.mobile]) expectImage(image);
    }
  });
});

describe('careers', () => {
  it('has the four values and six traits', () => {
    expect(CAREERS_PAGE.values.map((v) => v.value)).toEqual([
      'Team Work',
      'Innovative Culture',
      'Learning Opportunity',
      'Upgrade Skills',
    ]);
    for (const v of CAREERS_PAGE.values) expect(valueCardSchema.safeParse(v).success).toBe(true);
    expect(CAREERS_PAGE.traits).toHaveLength(6);
    for (const t of CAREERS_PAGE.traits) expect(traitCardSchema.safeParse(t).success).toBe(true);
  });
});

describe('other content', () => {
  it('describes all 18 industries of SPEC §9', () => {
    expect(INDUSTRIES_PAGE.industries.map((i) => i.name)).toEqual([...INDUSTRIES]);
    expect(INDUSTRIES_PAGE.industries.every((i) => i.description.length > 20)).toBe(true);
    expect(industriesPageSchema.safeParse(INDUSTRIES_PAGE).success).toBe(true);
  });

  it('gives every office an address, phone, mail and map link', () => {
    for (const office of OFFICES) {
      expect(office.lines.length).toBeGreaterThan(0);
      expect(office.phone).toMatch(/^\+\d[\d ]+$/);
      expect(office.email).toMatch(/@/);
      expect(office.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    }
  });
});
