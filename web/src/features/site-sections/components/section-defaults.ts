import { HOME_SEED } from '@app/shared/pages/seed/home';
import { industrySectionKey, type SectionValues } from '@app/shared/site-sections';
import { ABOUT_INTRO, VISION_CARDS } from '../../../content/about';
import { BOOTCAMP } from '../../../content/bootcamp';
import { INDUSTRY_LIST } from '../../../content/industries';

const card = (index: number): SectionValues => {
  const c = VISION_CARDS[index];
  return c ? { heading: c.heading, description: c.description, image: c.image, alt: c.alt } : {};
};

/** The built-in text of each section (what the pages show without an override). */
export const SECTION_DEFAULTS: Record<string, SectionValues> = {
  'home.hero': { heading: HOME_SEED.hero.heading, lead: HOME_SEED.hero.lead },
  'home.about': { heading: HOME_SEED.about.heading, body: HOME_SEED.about.body },
  'about.intro': {
    heading: ABOUT_INTRO.heading,
    lead: ABOUT_INTRO.lead,
    body: ABOUT_INTRO.paragraphs.join('\n'),
  },
  'about.vision': card(0),
  'about.mission': card(1),
  'about.goals': card(2),
  'life.bootcamp': {
    heading: BOOTCAMP.heading,
    body: BOOTCAMP.body.join('\n'),
    schedule: BOOTCAMP.schedule,
    cta: BOOTCAMP.cta,
  },
  ...Object.fromEntries(
    INDUSTRY_LIST.map((i) => [industrySectionKey(i.name), { description: i.description }]),
  ),
};
