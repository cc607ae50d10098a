import { industrySectionKey, type SectionValues } from '@app/shared/site-sections';
import { ABOUT_INTRO, VISION_CARDS } from '../../../content/about';
import { BOOTCAMP } from '../../../content/bootcamp';
import { HOME_ABOUT, HOME_HEADING } from '../../../content/home';
import { INDUSTRY_LIST } from '../../../content/industries';

const card = (index: number): SectionValues => {
  const c = VISION_CARDS[index];
  return c ? { heading: c.heading, description: c.description, image: c.image, alt: c.alt } : {};
};

/** The built-in text of each section (what the pages show without an override). */
export const SECTION_DEFAULTS: Record<string, SectionValues> = {
  'home.hero': {
    heading: HOME_HEADING,
    lead: 'We design and build MVPs, web and mobile apps, cloud platforms, data analytics and AI solutions.',
  },
  'home.about': { heading: HOME_ABOUT.heading, body: HOME_ABOUT.paragraphs.join('\n') },
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
