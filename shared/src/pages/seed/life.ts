/** The Life at Moondive page's seed (today's text): what the page shows until staff save it. */
import type { LifeContent } from '../life-page';

export const LIFE_SEED: LifeContent = {
  heading: 'Life at Moondive',
  lead: 'Good software comes from people who enjoy their work and each other.',
  text: 'Here is what a year with us looks like: learning days, hack weeks, team trips and a lot of shipping.',
  highlights: [
    {
      title: 'Learning Fridays',
      description: 'Every other Friday afternoon is for talks, courses and side projects.',
    },
    {
      title: 'Hack week',
      description: 'Once a year the whole company builds something new in five days, just for fun.',
    },
    {
      title: 'Flexible hours',
      description: 'Core hours for collaboration, freedom for the rest, and remote-friendly teams.',
    },
    {
      title: 'Wellbeing',
      description: 'Health insurance for you and your family, and quiet days when you need them.',
    },
    {
      title: 'Celebrations',
      description: 'Festivals, launches and birthdays are celebrated together in both offices.',
    },
    {
      title: 'Giving back',
      description: 'Volunteer days and pro bono projects for non-profits we care about.',
    },
  ],
  quotes: [
    {
      quote: 'I joined as an intern and now lead a product team. People here invest in you.',
      name: 'Rahul Verma',
      role: 'Engineering Lead',
    },
    {
      quote: 'Design has a real seat at the table. We test with users on every project.',
      name: 'Emily Chen',
      role: 'Senior Product Designer',
    },
  ],
  bootcamp: {
    heading: 'Moondive Bootcamp',
    body: [
      'A twelve-week paid training programme for graduates who want to become product engineers: real projects, a mentor for every participant and weekly reviews.',
      'The best participants join our teams as engineers at the end of the programme.',
    ].join('\n'),
    schedule:
      'Two cohorts a year, starting in January and July. Open to final-year students and recent graduates.',
    cta: 'See internship openings',
  },
};
