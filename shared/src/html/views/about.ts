/**
 * The About Us and Industries documents at run time (issue 31), the same
 * markup as web/src/app/pages/about-us.tsx and industries.tsx: the slots
 * beside the site sections' marks (the intro and cards, the industries'
 * descriptions are filled through the sections' marks, see
 * services/src/static-pages/pages/section-pages.ts).
 */
import { ABOUT_SLOTS, type AboutContent } from '../../pages/about-page';
import { INDUSTRIES_SLOTS, type IndustriesContent } from '../../pages/industries-page';
import type { SiteClasses } from '../site-classes';
import type { SlotFill } from '../template';
import { processSteps } from './service';

export function aboutFills(cls: SiteClasses, c: AboutContent): Record<string, SlotFill> {
  return {
    [ABOUT_SLOTS.steps]: processSteps(cls, c.steps),
    ...Object.fromEntries(
      c.projects.flatMap((p, i) =>
        (['industry', 'summary', 'outcome'] as const).map((f) => [ABOUT_SLOTS.project(i, f), p[f]]),
      ),
    ),
  };
}

export function industriesFills(c: IndustriesContent): Record<string, SlotFill> {
  return { [INDUSTRIES_SLOTS.intro]: c.intro };
}
