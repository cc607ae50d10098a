/** The careers page's seed (today's text): what /careers shows until staff save it. */
import type { CareersContent } from '../careers-page';

export const CAREERS_SEED: CareersContent = {
  heading: 'Careers at Moondive',
  lead: 'Build products that matter with people who care about doing it well.',
  text: 'We hire curious people in engineering, design, sales and finance, in Noida, in Washington and remotely.',
  values: [
    {
      image: '/images/careers/team-work.svg',
      alt: 'Three people fitting puzzle pieces together',
      value: 'Team Work',
      description: 'Small teams, shared ownership and colleagues who help each other succeed.',
    },
    {
      image: '/images/careers/innovative-culture.svg',
      alt: 'A light bulb with gears inside',
      value: 'Innovative Culture',
      description: 'Time to experiment, try new tools and propose better ways of working.',
    },
    {
      image: '/images/careers/learning-opportunity.svg',
      alt: 'An open book with a rising arrow',
      value: 'Learning Opportunity',
      description: 'Mentoring, a learning budget and real projects across many industries.',
    },
    {
      image: '/images/careers/upgrade-skills.svg',
      alt: 'A ladder leading up to a star',
      value: 'Upgrade Skills',
      description: 'Certifications, conference talks and a clear path to senior roles.',
    },
  ],
  traits: [
    { title: 'Curiosity', description: 'You ask why, dig into problems and enjoy learning new domains.' },
    { title: 'Ownership', description: 'You take responsibility for outcomes, not just tasks.' },
    { title: 'Clear communication', description: 'You explain ideas simply, in writing and in person.' },
    {
      title: 'Craftsmanship',
      description: 'You care about quality: tested code, thoughtful design, accurate numbers.',
    },
    {
      title: 'Empathy',
      description: 'You understand the people who use what we build and the people you work with.',
    },
    {
      title: 'Adaptability',
      description: 'You stay calm when plans change and help the team find a way forward.',
    },
  ],
};
