import type { ImageAsset, TitledText } from './types';

export const LIFE_INTRO = {
  heading: 'Life at Moondive',
  lead: 'Good software comes from people who enjoy their work and each other.',
  text: 'Here is what a year with us looks like: learning days, hack weeks, team trips and a lot of shipping.',
} as const;

export const LIFE_HIGHLIGHTS: readonly TitledText[] = [
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
];

export const LIFE_GALLERY: readonly ImageAsset[] = [
  {
    src: '/images/life/hack-week.svg',
    alt: 'Team members around a whiteboard during hack week',
    width: 360,
    height: 240,
  },
  {
    src: '/images/life/learning.svg',
    alt: 'A colleague presenting at a Learning Friday talk',
    width: 360,
    height: 240,
  },
  {
    src: '/images/life/celebration.svg',
    alt: 'The team celebrating a product launch',
    width: 360,
    height: 240,
  },
];

export const LIFE_QUOTES: ReadonlyArray<{ quote: string; name: string; role: string }> = [
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
];
