import { ABOUT_SEED } from '@app/shared/pages/seed/about';
import { HOME_SEED } from '@app/shared/pages/seed/home';
import { INDUSTRIES_SEED } from '@app/shared/pages/seed/industries';
import { LIFE_SEED } from '@app/shared/pages/seed/life';
import { industrySectionKey, type SectionValues } from '@app/shared/site-sections';

const card = (index: number): SectionValues => {
  const c = ABOUT_SEED.cards[index];
  return c ? { description: c.description, image: c.image, alt: c.alt } : {};
};

/** The built-in text of each section (what the pages show without an override). */
export const SECTION_DEFAULTS: Record<string, SectionValues> = {
  'home.hero': { heading: HOME_SEED.hero.heading, lead: HOME_SEED.hero.lead },
  'home.about': { heading: HOME_SEED.about.heading, body: HOME_SEED.about.body },
  'about.intro': {
    heading: ABOUT_SEED.intro.heading,
    lead: ABOUT_SEED.intro.lead,
    body: ABOUT_SEED.intro.body,
  },
  'about.vision': card(0),
  'about.mission': card(1),
  'about.goals': card(2),
  'life.bootcamp': { ...LIFE_SEED.bootcamp },
  ...Object.fromEntries(
    INDUSTRIES_SEED.industries.map((i) => [industrySectionKey(i.name), { description: i.description }]),
  ),
};
