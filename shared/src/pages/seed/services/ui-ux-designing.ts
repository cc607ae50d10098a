import type { ServiceContent } from '../../types';

export const UI_UX_DESIGNING: ServiceContent = {
  path: '/service/ui-ux-designing',
  title: 'UI/UX Designing',
  headline: 'Interfaces people understand on the first try',
  intro:
    'Our designers research how your users work, then design flows and interfaces that feel obvious. Every design is accessible, consistent and ready for developers, backed by a reusable design system.',
  summary: 'Research-led product design, accessible interfaces and design systems.',
  image: {
    src: '/images/services/ui-ux-designing.svg',
    alt: 'A wireframe next to a colour palette and a cursor',
    width: 480,
    height: 360,
  },
  capabilities: [
    {
      title: 'User research',
      description: 'Interviews, usability tests and analytics reviews that reveal what users need.',
    },
    { title: 'Interaction design', description: 'Flows and wireframes that remove steps and confusion.' },
    {
      title: 'Visual design',
      description: 'A distinctive look that fits your brand and reads well on every screen.',
    },
    {
      title: 'Accessibility',
      description: 'Designs that meet WCAG 2.2 AA: contrast, focus order, labels and keyboard use.',
    },
  ],
  offerings: [
    {
      title: 'UX audit',
      description: 'A review of an existing product with the top usability issues and fixes.',
    },
    { title: 'Product design', description: 'End-to-end design of new products and features.' },
    { title: 'Design systems', description: 'Components, tokens and guidelines shared by design and code.' },
    { title: 'Usability testing', description: 'Moderated and unmoderated tests with your real users.' },
  ],
  process: [
    { heading: 'Research', description: 'We learn who your users are and what they try to achieve.' },
    { heading: 'Map', description: 'Journeys and flows show where users struggle today.' },
    { heading: 'Sketch', description: 'Low-fidelity wireframes explore several directions quickly.' },
    { heading: 'Design', description: 'The chosen direction becomes high-fidelity screens and components.' },
    { heading: 'Test', description: 'Users try the prototype; we fix what trips them up.' },
    { heading: 'Hand off', description: 'Developers get specs, assets and a design system to build from.' },
  ],
  faqs: [
    {
      question: 'Do you redesign existing products?',
      answer:
        'Yes. We often start with a UX audit and improve the product step by step instead of a risky big-bang redesign.',
    },
    {
      question: 'Which design tools do you use?',
      answer: 'We work in the common collaborative design tools and share files with your team from day one.',
    },
    {
      question: 'Is accessibility included?',
      answer: 'Always. Every design is checked for contrast, focus order, labels and keyboard use.',
    },
  ],
};
