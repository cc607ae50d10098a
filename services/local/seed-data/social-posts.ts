/** The demo month of social posts (services/local/seed-social.ts): days from the start, India-time hours. */
import type { SocialLinkKind, SocialNetwork, SocialStatus } from '@app/shared/social';

export interface SocialPlan {
  days: number;
  hour: number;
  network: SocialNetwork;
  link: Exclude<SocialLinkKind, 'url'> | string;
  status: SocialStatus;
  text: string;
  campaign?: string;
  /** hour -1: two minutes after the start (the first sweeps mark it due). Visitors per day on the three days from the post's day, and leads in all. */
  brought?: [visitors: number[], leads: number];
}

export const SOCIAL_PLANS: SocialPlan[] = [
  {
    days: -13,
    hour: 10,
    network: 'linkedin',
    link: 'blog',
    status: 'posted',
    campaign: 'linkedin-mvp-launch',
    text: 'How do you ship an MVP in six weeks without cutting the corners that matter? Our delivery lead shares the checklist we use with every founder.',
    brought: [[14, 8, 3], 2],
  },
  {
    days: -12,
    hour: 17,
    network: 'x',
    link: 'blog',
    status: 'posted',
    text: 'Six weeks, one MVP, zero shortcuts on security. The checklist we hand every founder 👇',
    brought: [[6, 2, 1], 0],
  },
  {
    days: -10,
    hour: 11,
    network: 'facebook',
    link: 'case-study',
    status: 'posted',
    text: 'From spreadsheets to a real-time logistics dashboard: how one client cut dispatch time by a third.',
    brought: [[5, 3, 1], 1],
  },
  {
    days: -8,
    hour: 9,
    network: 'linkedin',
    link: 'job',
    status: 'posted',
    text: 'We are hiring! Join a team that ships products for founders on three continents. Flexible hours, real ownership, great coffee.',
    brought: [[9, 4, 2], 1],
  },
  {
    days: -7,
    hour: 13,
    network: 'instagram',
    link: 'case-study',
    status: 'posted',
    text: 'Behind the build: sketches, sprints and the launch-day cake. 🚀 #productdesign #startups #mvp',
    brought: [[3, 1, 0], 0],
  },
  {
    days: -5,
    hour: 10,
    network: 'x',
    link: 'job',
    status: 'skipped',
    text: 'Thread: what our engineers look for in a code review (and what we never nitpick).',
  },
  {
    days: -3,
    hour: 12,
    network: 'linkedin',
    link: 'blog',
    status: 'posted',
    campaign: 'linkedin-mvp-launch',
    text: 'Cloud bills creeping up? Three changes that cut a client’s AWS spend by 40% in one quarter.',
    brought: [[11, 6, 4], 1],
  },
  {
    days: 0,
    hour: -1,
    network: 'facebook',
    link: 'blog',
    status: 'scheduled',
    text: 'New on the blog: choosing between a monolith and microservices for your first product.',
  },
  {
    days: 1,
    hour: 10,
    network: 'linkedin',
    link: 'case-study',
    status: 'scheduled',
    text: 'Case study: a healthcare startup went from idea to 10,000 patients in nine months. Here is how the product evolved.',
  },
  {
    days: 2,
    hour: 16,
    network: 'x',
    link: 'blog',
    status: 'scheduled',
    text: 'Monolith or microservices for v1? Our take, with the trade-offs nobody mentions.',
  },
  {
    days: 4,
    hour: 11,
    network: 'instagram',
    link: 'job',
    status: 'scheduled',
    text: 'Life at the studio: Friday demos, Monday planning, and everything in between. We are hiring designers! #careers #uxdesign',
  },
  {
    days: 6,
    hour: 9,
    network: 'linkedin',
    link: '/service/enterprise-ai-solutions',
    status: 'scheduled',
    text: 'Where generative AI pays off in the enterprise today, and where it does not (yet). A practical guide from our AI team.',
  },
  {
    days: 8,
    hour: 15,
    network: 'facebook',
    link: 'job',
    status: 'draft',
    text: 'Draft: open house invite for the Noida office.',
  },
  {
    days: 11,
    hour: 10,
    network: 'x',
    link: 'case-study',
    status: 'draft',
    text: 'Draft: results thread for the logistics dashboard case study.',
  },
  {
    days: 14,
    hour: 12,
    network: 'linkedin',
    link: '/lets-connect',
    status: 'scheduled',
    text: 'Have an idea you want to test with real users this quarter? Tell us about it; we reply within one business day.',
  },
];
