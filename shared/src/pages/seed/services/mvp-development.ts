import { MARKETING_CLAIMS } from '../../../constants';
import type { ServiceContent } from '../../types';

export const MVP_DEVELOPMENT: ServiceContent = {
  path: '/service/mvp-development',
  title: 'MVP Development',
  headline: 'Test your idea with real users in weeks, not quarters',
  intro:
    'We turn a product idea into a working minimum viable product: the smallest release that proves people want it. You get a focused scope, a production-grade codebase you own, and numbers that tell you what to build next.',
  summary: 'Launch a focused first version fast, measure what users do, and grow from evidence.',
  image: {
    src: '/images/services/mvp-development.svg',
    alt: 'A rocket leaving a launch pad drawn as a checklist',
    width: 480,
    height: 360,
  },
  capabilities: [
    {
      title: 'Product discovery',
      description:
        'Workshops that turn assumptions into a ranked list of hypotheses and the features that test them.',
    },
    {
      title: 'Rapid prototyping',
      description:
        'Clickable prototypes in days, so users react to something real before a line of production code.',
    },
    {
      title: 'Lean architecture',
      description:
        'A simple, secure stack that is cheap to run today and does not need a rewrite when you grow.',
    },
    {
      title: 'Analytics from day one',
      description: 'Events, funnels and dashboards that show whether the MVP is working.',
    },
  ],
  offerings: [
    {
      title: 'Fixed-scope MVP packages',
      description: `Most MVPs we build cost ${MARKETING_CLAIMS.mvpCostText}, agreed up front with a clear feature list.`,
    },
    {
      title: 'Web and mobile MVPs',
      description: 'Responsive web apps, cross-platform mobile apps, or both from a shared codebase.',
    },
    {
      title: 'Investor-ready demos',
      description: 'Polished flows and real data for pitch meetings and pilot customers.',
    },
    {
      title: 'Post-launch iterations',
      description: 'Two-week improvement cycles driven by usage data and customer interviews.',
    },
  ],
  process: [
    {
      heading: 'Discover',
      description: 'We map your users, the problem and the riskiest assumption in a short discovery sprint.',
    },
    {
      heading: 'Define',
      description: 'Together we cut the scope to the few features that test that assumption.',
    },
    {
      heading: 'Design',
      description: 'Wireframes and a clickable prototype are tested with five to eight real users.',
    },
    {
      heading: 'Build',
      description: 'Weekly releases to a staging site you can click through, with demos every Friday.',
    },
    { heading: 'Launch', description: 'We ship to production, set up monitoring and hand over the keys.' },
    {
      heading: 'Learn',
      description: 'We read the analytics with you and plan the next iteration from evidence.',
    },
  ],
  faqs: [
    {
      question: 'How much does an MVP cost?',
      answer: `Most of our MVPs cost ${MARKETING_CLAIMS.mvpCostText}, depending on scope, platforms and integrations. We give a fixed quote after discovery.`,
    },
    {
      question: 'How long does it take to build an MVP?',
      answer: 'Typically eight to twelve weeks from kickoff to launch, including discovery and user testing.',
    },
    {
      question: 'Who owns the code?',
      answer: 'You do. The repository, infrastructure accounts and designs are yours from the first day.',
    },
    {
      question: 'Can the MVP grow into the full product?',
      answer: 'Yes. We keep the architecture lean but production-grade, so it scales without a rewrite.',
    },
  ],
};
