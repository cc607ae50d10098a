import type { ServiceContent } from '../../types';

export const WEB_MOBILE_APP_DEVELOPMENT: ServiceContent = {
  path: '/service/web-mobile-app-development',
  title: 'Web & Mobile App Development',
  headline: 'Fast, reliable apps on every screen',
  intro:
    'We build web applications and iOS and Android apps that are quick to load, pleasant to use and easy to maintain. One team covers frontend, backend, APIs and releases, with automated tests at every layer.',
  summary: 'Web platforms and native-quality mobile apps with clean, tested code.',
  image: {
    src: '/images/services/web-mobile-app-development.svg',
    alt: 'A laptop and a phone showing the same app',
    width: 480,
    height: 360,
  },
  capabilities: [
    {
      title: 'Web applications',
      description: 'Responsive single-page and server-rendered apps that score well on Core Web Vitals.',
    },
    {
      title: 'Mobile apps',
      description: 'Cross-platform and native apps for iOS and Android, published to the stores.',
    },
    {
      title: 'APIs and integrations',
      description: 'Secure REST and GraphQL APIs and integrations with payment, CRM and ERP systems.',
    },
    {
      title: 'Quality engineering',
      description: 'Unit, integration and end-to-end tests in every pipeline.',
    },
  ],
  offerings: [
    {
      title: 'New product builds',
      description: 'From architecture to launch, with a dedicated cross-functional team.',
    },
    {
      title: 'App modernisation',
      description: 'Move legacy apps to a modern stack without stopping the business.',
    },
    { title: 'Team extension', description: 'Experienced engineers who join your team and your rituals.' },
    { title: 'Maintenance and support', description: 'Updates, monitoring and improvements after launch.' },
  ],
  process: [
    { heading: 'Plan', description: 'We agree on goals, scope, architecture and a release plan.' },
    { heading: 'Design', description: 'Screens and flows are designed and validated with users.' },
    { heading: 'Develop', description: 'Features ship in two-week sprints with demos.' },
    { heading: 'Test', description: 'Automated and manual tests cover every release.' },
    { heading: 'Release', description: 'We deploy to production and the app stores.' },
    { heading: 'Support', description: 'We monitor, fix and improve the app after launch.' },
  ],
  faqs: [
    {
      question: 'Native or cross-platform?',
      answer:
        'Cross-platform suits most products and saves cost; we recommend native when an app depends on advanced device features.',
    },
    {
      question: 'Do you publish to the app stores?',
      answer: 'Yes. We handle store listings, reviews and release management.',
    },
    {
      question: 'How do you keep us informed?',
      answer: 'Sprint demos every two weeks, a shared board and a weekly written update.',
    },
  ],
};
