import { ABOUT_SEED } from '@app/shared/pages/seed/about';
import { INDUSTRIES_SEED } from '@app/shared/pages/seed/industries';
import { LIFE_SEED } from '@app/shared/pages/seed/life';
import { industrySectionKey, type SectionValues } from '@app/shared/site-sections';
import { HOME_ABOUT, HOME_HEADING } from '../../../content/home';

const card = (index: number): SectionValues => {
  const c = ABOUT_SEED.cards[index];
  return c ? { description: c.description, image: c.image, alt: c.alt } : {};
};

/** The built-in text of each section (what the pages show without an override). */
export const SECTION_DEFAULTS: Record<string, SectionValues> = {
  'home.hero': {
    heading: HOME_HEADING,
    lead: 'We design and build MVPs, web and mobile apps, cloud platforms, data analytics and AI solutions.',
  },
  'home.about': { heading: HOME_ABOUT.heading, body: HOME_ABOUT.paragraphs.join('\n') },
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
