/**
 * Demo blog posts for the local seed: several industries, each with its own
 * hero and open graph image (generated PNGs, see ../png.ts). Fixed ids and
 * image uuids keep the seed idempotent.
 */
import type { Industry } from '@app/shared/constants';
import type { Rgb } from '../png';

export interface DemoBlog {
  id: string;
  imageId: string;
  slug: string;
  title: string;
  industry: Industry;
  tags: string[];
  author: string;
  publishAt: string;
  metaDescription: string;
  heroImageAlt: string;
  ogTitle: string;
  colors: [Rgb, Rgb];
  content: string;
  cta?: { title: string; description: string; buttonText: string; buttonLink: string };
}

type Block = string | ['h2', string] | ['ul', string[]];
const html = (blocks: Block[]) =>
  blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${b}</p>`
        : b[0] === 'h2'
          ? `<h2>${b[1]}</h2>`
          : `<ul>${(b[1] as string[]).map((li) => `<li>${li}</li>`).join('')}</ul>`,
    )
    .join('');

const CONTACT_CTA = {
  title: 'Planning something similar?',
  description:
    'Tell us about your product and we will suggest a plan, a team and a budget within two working days.',
  buttonText: "Let's Connect",
  buttonLink: '/lets-connect',
};

export const DEMO_BLOGS: readonly DemoBlog[] = [
  {
    id: 'demo-blog-mvp-scope',
    imageId: '0b1f0000-0000-4000-8000-000000000001',
    slug: 'how-to-scope-an-mvp',
    title: 'How to scope an MVP without losing the point',
    industry: 'Technology',
    tags: ['MVP', 'Product strategy'],
    author: 'Ananya Rao',
    publishAt: '2024-08-12T09:00:00.000Z',
    metaDescription:
      'A practical guide to cutting an MVP down to the features that test your riskiest assumption, with a worked example and a checklist.',
    heroImageAlt: 'An indigo to sky-blue banner with diagonal stripes',
    ogTitle: 'How to scope an MVP',
    colors: [
      [49, 46, 129],
      [14, 165, 233],
    ],
    cta: CONTACT_CTA,
    content: html([
      'Most MVPs fail for a simple reason: they try to be the whole product. A minimum viable product exists to answer one question, usually “will people use and pay for this?”, as cheaply and quickly as possible.',
      ['h2', 'Start from the riskiest assumption'],
      'Write down everything that must be true for the product to succeed. Then circle the one you are least sure about. That assumption, not your feature wish list, defines the MVP.',
      ['h2', 'Cut until it hurts, then cut once more'],
      'For every feature ask: does it help test the assumption? If not, it waits. Sign-up with e-mail only, one payment method and manual admin work behind the scenes are all fine at this stage.',
      '<span class="font-noto-serif"><em>“If a feature does not help you learn, it can wait for version two.”</em></span>',
      ['h2', 'Decide how you will measure success'],
      'Pick two or three numbers before you build, such as activation rate or the share of users who return in week two. Instrument them from day one.',
      'A well-scoped MVP usually takes eight to twelve weeks and, in our experience, costs $15,000 to $30,000. That is a small price for evidence.',
    ]),
  },
  {
    id: 'demo-blog-health-privacy',
    imageId: '0b1f0000-0000-4000-8000-000000000002',
    slug: 'privacy-first-healthcare-apps',
    title: 'Building privacy-first healthcare apps',
    industry: 'Healthcare',
    tags: ['Healthcare', 'Security', 'Mobile'],
    author: 'Daniel Brooks',
    publishAt: '2024-09-03T09:00:00.000Z',
    metaDescription:
      'Patient data deserves better than an afterthought. Design choices that keep healthcare apps private, secure and compliant from the first sprint.',
    heroImageAlt: 'A teal to amber banner with diagonal stripes',
    ogTitle: 'Privacy-first healthcare apps',
    colors: [
      [15, 118, 110],
      [250, 204, 21],
    ],
    content: html([
      'Healthcare apps handle some of the most sensitive data people have. Privacy has to be a design input, not a compliance checkbox at the end.',
      ['h2', 'Collect less'],
      'The safest data is the data you never store. Question every field in every form and keep identifiers apart from clinical records.',
      ['h2', 'Encrypt everywhere and log access'],
      'Encrypt data in transit and at rest, and record who read which record and when. Audit trails build trust with clinics and regulators.',
      ['h2', 'Design consent into the flow'],
      'Patients should understand what they share and be able to change their mind. Clear, plain-language consent screens reduce support calls too.',
    ]),
  },
  {
    id: 'demo-blog-finance-dashboards',
    imageId: '0b1f0000-0000-4000-8000-000000000003',
    slug: 'dashboards-finance-teams-trust',
    title: 'Dashboards finance teams actually trust',
    industry: 'Finance',
    tags: ['Data analytics', 'Finance'],
    author: 'Meera Kapoor',
    publishAt: '2024-10-08T09:00:00.000Z',
    metaDescription:
      'Why finance teams ignore dashboards, and how shared metric definitions, reconciliation and clear ownership win them back.',
    heroImageAlt: 'A green to lime banner with diagonal stripes',
    ogTitle: 'Dashboards finance trusts',
    colors: [
      [22, 101, 52],
      [163, 230, 53],
    ],
    cta: CONTACT_CTA,
    content: html([
      'A dashboard nobody trusts is worse than no dashboard: it creates arguments instead of decisions. Finance teams are right to be sceptical.',
      ['h2', 'Agree on definitions first'],
      'Revenue, margin and churn mean different things to different teams. Write the definitions down, agree on them and implement them once in the data model.',
      ['h2', 'Reconcile before you publish'],
      'Compare dashboard totals with the ledger every month. Differences are found early and explained, instead of discovered in a board meeting.',
      ['h2', 'Give every metric an owner'],
      'When a number looks wrong, people need to know whom to ask. Ownership keeps definitions current as the business changes.',
    ]),
  },
  {
    id: 'demo-blog-ai-support',
    imageId: '0b1f0000-0000-4000-8000-000000000004',
    slug: 'ai-assistants-for-customer-support',
    title: 'AI assistants for customer support: a sober guide',
    industry: 'Technology',
    tags: ['AI', 'Customer support'],
    author: 'Ananya Rao',
    publishAt: '2024-11-14T09:00:00.000Z',
    metaDescription:
      'What AI assistants do well in customer support, where they fail, and how to evaluate one on your own tickets before rolling it out.',
    heroImageAlt: 'A violet to pink banner with diagonal stripes',
    ogTitle: 'AI assistants for support',
    colors: [
      [91, 33, 182],
      [236, 72, 153],
    ],
    content: html([
      'AI assistants can answer routine questions instantly, but only when they are grounded in accurate, current documentation and know when to hand over to a person.',
      ['h2', 'Ground answers in your knowledge base'],
      'Retrieval-augmented generation lets the assistant quote your own help articles, with links, instead of guessing.',
      ['h2', 'Evaluate on real tickets'],
      'Take a few hundred past tickets, run the assistant on them and have your agents grade the answers. That number is your launch criterion.',
      ['h2', 'Make hand-over easy'],
      'Customers should reach a person with one click, and the agent should see the conversation so far.',
    ]),
  },
  {
    id: 'demo-blog-edtech-engagement',
    imageId: '0b1f0000-0000-4000-8000-000000000005',
    slug: 'learning-apps-students-come-back-to',
    title: 'Learning apps students come back to',
    industry: 'Education',
    tags: ['EdTech', 'UX'],
    author: 'Rohan Mehta',
    publishAt: '2025-01-21T09:00:00.000Z',
    metaDescription:
      'Streaks are not enough. What keeps students returning to a learning app: short sessions, visible progress and teachers in the loop.',
    heroImageAlt: 'An orange to rose banner with diagonal stripes',
    ogTitle: 'Learning apps students come back to',
    colors: [
      [194, 65, 12],
      [251, 113, 133],
    ],
    content: html([
      'Downloads are easy; the second week is hard. Most learning apps lose the majority of their students before the first unit ends.',
      ['h2', 'Make sessions short'],
      'Five focused minutes beat a forty-minute lesson nobody finishes. Design every activity so it can be completed on a bus ride.',
      ['h2', 'Show progress students can feel'],
      [
        'ul',
        [
          'A skill map that fills in',
          'Feedback within seconds, not days',
          'Milestones a parent or teacher can see',
        ],
      ],
      ['h2', 'Keep teachers in the loop'],
      'Teachers who can assign, see results and comment turn an app into part of the class instead of homework nobody checks.',
    ]),
  },
  {
    id: 'demo-blog-ecommerce-speed',
    imageId: '0b1f0000-0000-4000-8000-000000000006',
    slug: 'why-fast-stores-sell-more',
    title: 'Why fast online stores sell more',
    industry: 'E-commerce',
    tags: ['Performance', 'E-commerce', 'Web'],
    author: 'Daniel Brooks',
    publishAt: '2025-03-04T09:00:00.000Z',
    metaDescription:
      'Every second of load time costs conversions. Where online stores lose speed, and the fixes that pay back first: images, scripts and checkout.',
    heroImageAlt: 'A slate to cyan banner with diagonal stripes',
    ogTitle: 'Fast stores sell more',
    colors: [
      [30, 41, 59],
      [34, 211, 238],
    ],
    cta: CONTACT_CTA,
    content: html([
      'Shoppers do not wait. A product page that takes four seconds to show its photo loses buyers to the store that takes one.',
      ['h2', 'Fix images first'],
      'Serve modern formats at the size they are shown, and reserve their space so the page does not jump while it loads.',
      ['h2', 'Audit third-party scripts'],
      'Chat widgets, trackers and A/B tools each cost time on every page. Keep the ones that earn their weight and load the rest later.',
      ['h2', 'Make checkout boring'],
      'Fewer fields, saved addresses and the payment methods your customers already use. A fast, predictable checkout beats a clever one.',
    ]),
  },
];
