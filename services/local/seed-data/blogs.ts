/**
 * Demo blog posts for the local seed: six full articles across five
 * industries, each with a drawn hero and open graph illustration
 * (../illustrations). Dates are relative to the seed time, so the newest post
 * is always recent. Fixed ids and image uuids keep the seed idempotent. The
 * markup is what the rich-text editor produces (headings, lists, quotes,
 * code blocks), so staff can edit the posts without losing anything.
 */

import * as clock from '@app/shared/clock';
import { POSTS_AI_LEARNING } from './blog-posts-2';
import { POSTS_SPEED } from './blog-posts-3';
import { blocksToHtml, CONTACT_CTA, type DemoBlog, type DemoBlogSource } from './blog-types';
import { daysBefore } from './projects';

export type { DemoBlog } from './blog-types';

const POSTS_MVP_HEALTH_FINANCE: DemoBlogSource[] = [
  {
    id: 'demo-blog-mvp-scope',
    imageId: '0b1f0000-0000-4000-8000-000000000001',
    slug: 'how-to-scope-an-mvp',
    title: 'How to scope an MVP without losing the point',
    industry: 'Technology',
    tags: ['MVP', 'Product strategy', 'Startups'],
    author: 'Ananya Rao',
    daysAgo: 18,
    metaDescription:
      'A practical guide to cutting an MVP down to the features that test your riskiest assumption, with a worked example and a checklist.',
    heroImageAlt: 'A checklist with three items ticked and two struck out, beside a rocket taking off',
    ogTitle: 'How to scope an MVP',
    scene: 'blog-mvp',
    cta: CONTACT_CTA,
    blocks: [
      'Most MVPs fail for a simple reason: they try to be the whole product. A minimum viable product exists to answer one question, usually “will people use this, and will they pay for it?”, as cheaply and as quickly as possible. Everything that does not help answer that question is a cost you pay twice: once to build it, and again when it slows down the changes the answer will demand.',
      'This guide is the process we use with founders at Moondive. It fits in a two-hour workshop, it works for consumer apps and for internal tools, and it ends with a scope you can estimate. At the end there is a worked example and a checklist you can copy.',
      ['h2', 'Start from the riskiest assumption'],
      'Write down everything that must be true for the product to succeed. Be specific: not “teachers like it” but “a teacher will run a live class on it at least once a week”. Most teams end up with eight to fifteen statements. Then, for each one, ask two questions: how sure are we, and how bad is it if we are wrong?',
      'The assumption that is both uncertain and fatal is the one the MVP must test. It is rarely technical. It is usually about behaviour (will people change a habit?) or about money (will the person who benefits also be the person who pays?).',
      ['h2', 'Turn the assumption into a test'],
      'An assumption becomes testable when you can name the number that would prove it wrong. “Schools will pay” becomes “two of the first five pilot schools renew after one term at the list price”. Now the MVP has a finish line, and the team has a reason to say no to features.',
      [
        'ul',
        [
          'Pick <strong>one primary metric</strong> that answers the question, such as renewals, repeat orders or weekly active teams.',
          'Pick <strong>one or two guard-rail metrics</strong> that tell you if you are winning the wrong way, such as support tickets per user.',
          'Decide <strong>the threshold and the date</strong> before you build, and write them down where everyone can see them.',
        ],
      ],
      ['h2', 'Cut until it hurts, then cut once more'],
      'List every feature anyone has asked for. For each, ask: does it help a real user reach the moment the metric counts? If not, it waits. Sign-in with e-mail only, one payment method, one platform and manual admin work behind the scenes are all fine at this stage. A spreadsheet and a person can stand in for a back office for months.',
      'Be careful with two kinds of feature that look optional but are not. The first is anything that protects users: security, privacy and accessibility basics belong in the MVP. The second is instrumentation: if you cannot measure the metric, the MVP cannot answer its question.',
      ['h2', 'A worked example'],
      'CampusQuest came to us as a team of teachers with a plan for a full learning platform: live classes, quizzes, homework, parent accounts, badges and a mobile app. Their riskiest assumption was not technical. It was whether a school would pay for yet another tool.',
      'We wrote the test as “two pilot schools renew after one term”. Live classes and auto-graded quizzes were the features teachers said would save them time, so they stayed. Parent accounts, badges and the mobile app moved to a later list. The scope document fitted on one page:',
      [
        'code',
        `product: CampusQuest MVP
question: Will schools pay for live classes with auto-graded quizzes?
primary metric: 2 of 5 pilot schools renew after one term at list price
guard rails: < 1 support ticket per teacher per week
in scope:
  - live classes (web, up to 40 students)
  - quizzes with automatic grading
  - a progress view per class for teachers
later:
  - parent accounts, badges, mobile app, homework
deadline: pilot starts in week 10`,
      ],
      'The MVP shipped in nine weeks. Both pilot schools renewed, and within its first academic year the platform was used by 40 schools. The features that had been cut came back in monthly releases, in the order schools asked for them, which was not the order the founders had first imagined.',
      ['h2', 'How long and how much'],
      'A well-scoped MVP usually takes eight to twelve weeks with a team of three to five people. In our experience it costs between $15,000 and $30,000. If your estimate is much higher, the scope is probably testing more than one assumption at once; split it, and test the riskiest one first.',
      ['h2', 'The checklist'],
      [
        'ol',
        [
          'We wrote down every assumption the product depends on.',
          'We picked the one that is both uncertain and fatal.',
          'We turned it into a number, a threshold and a date.',
          'Every feature in scope helps a user reach the moment that number counts.',
          'Security, privacy and accessibility basics are in scope.',
          'The metric is instrumented from the first release.',
          'The scope fits on one page, and the team can estimate it in weeks, not quarters.',
        ],
      ],
      ['quote', 'An MVP is not a small product. It is an experiment with users in it.'],
      '<span class="font-noto-serif"><em>“If a feature does not help you learn, it can wait for version two.”</em></span>',
      'If you want a second pair of eyes on your scope, our product leads run this workshop with founders every week. Bring your list; we will bring the scissors.',
    ],
  },
  {
    id: 'demo-blog-health-privacy',
    imageId: '0b1f0000-0000-4000-8000-000000000002',
    slug: 'privacy-first-healthcare-apps',
    title: 'Building privacy-first healthcare apps',
    industry: 'Healthcare',
    tags: ['Healthcare', 'Security', 'Mobile'],
    author: 'Daniel Brooks',
    daysAgo: 140,
    metaDescription:
      'Privacy in a healthcare app is a product decision, not a compliance task. The practices we build in from the first sprint, with examples from a patient engagement app.',
    heroImageAlt: 'A phone showing a heart-rate line next to a shield with a padlock and a medical cross',
    ogTitle: 'Privacy-first healthcare apps',
    scene: 'blog-health',
    cta: CONTACT_CTA,
    blocks: [
      'Patients share things with a healthcare app that they would not tell their closest friends. That trust is the product. Lose it once, through a leaked notification or an over-broad analytics tool, and no feature will win it back. Privacy in healthcare is therefore a product decision, made in the first sprint, not a compliance task bolted on before launch.',
      'This article collects the practices we build into every healthcare product, with examples from CareConnect, a patient engagement app we launched on iOS and Android in twelve weeks for a network of 14 outpatient clinics.',
      ['h2', 'Collect less'],
      'The safest data is data you never collected. For every field in a form, ask who needs it, for what, and for how long. CareConnect’s reminders need a phone number, an appointment time and a clinic; they do not need the reason for the visit, so the reminder service never receives it.',
      [
        'ul',
        [
          'Make every optional field genuinely optional, and say why you ask for it.',
          'Keep free-text fields out of places where structured choices will do.',
          'Set a retention period for every kind of record before the first one is stored.',
        ],
      ],
      ['h2', 'Encrypt by field, not only by disk'],
      'Cloud databases encrypt disks by default, which protects against a stolen drive and little else. For health data we encrypt sensitive fields in the application with a key per tenant, so a leaked backup or an over-privileged support query shows ciphertext. Search still works on the fields that need it through blind indexes.',
      [
        'code',
        `// One key per clinic network; rotating it re-encrypts in the background.
const record = {
  patientId: 'p_81f2',
  appointmentAt: '2026-03-04T09:30:00Z',       // needed for reminders
  notes: await encryptField(tenantKey, notes), // only clinicians decrypt
  phoneHash: blindIndex(indexKey, phone),      // lookup without plaintext
};`,
      ],
      ['h2', 'Keep secrets off the lock screen'],
      'Push notifications are the most common leak in health apps, because they appear on a lock screen that anyone at the breakfast table can read. CareConnect’s notifications say “You have a new message from your clinic” and nothing else; the content appears only after the patient unlocks the app. The same rule applies to e-mail subjects and SMS.',
      ['h2', 'Log access, and show it'],
      'Every read of a patient record by staff is logged with who, when and why. Patients can see the log in the app. Showing it changes behaviour: staff open records they need, and patients who see a clinician reading their file before a visit feel cared for, not watched.',
      ['h2', 'Analytics without surveillance'],
      'Product teams still need to know which screens confuse people. We use first-party, cookie-less analytics with events that never carry health data, and we review the event list in every sprint as we would review an API. Third-party SDKs that phone home with device identifiers do not go into a health app, however convenient their dashboards are.',
      ['h2', 'Design for consent that means something'],
      'Consent screens that ask for everything at once teach people to tap “accept” without reading. Ask at the moment a feature needs something, in plain words, and make “not now” work. When CareConnect asks for calendar access it says why (to add your appointments), and the app works fine without it.',
      ['h2', 'Test privacy like a feature'],
      'Privacy rules that live only in a policy document will be broken by the next deadline. We write them as tests: a test that fails if a notification payload contains anything but a generic message, a test that fails if a new analytics event carries a field from the patient record, a test that checks every API route for an access-log entry.',
      [
        'ol',
        [
          'Map every field of health data and who may read it.',
          'Encrypt sensitive fields in the application, with a key per tenant.',
          'Keep notifications, e-mail subjects and SMS free of health details.',
          'Log staff access and show patients their own log.',
          'Use first-party analytics with reviewed, data-free events.',
          'Ask for consent in context, and make refusal work.',
          'Turn each rule into an automated test.',
        ],
      ],
      ['h2', 'What it bought CareConnect'],
      'None of this slowed the launch. The practices were in the backlog from sprint one, and the twelve-week plan held. What they bought was trust: clinics could answer their compliance officers’ questions in a day, and patients used the app enough that missed appointments fell by a third in six months.',
      [
        'quote',
        'Patients do not read privacy policies. They notice what your app shows on their lock screen.',
      ],
    ],
  },
  {
    id: 'demo-blog-finance-dashboards',
    imageId: '0b1f0000-0000-4000-8000-000000000003',
    slug: 'dashboards-finance-teams-trust',
    title: 'Dashboards finance teams actually trust',
    industry: 'Finance',
    tags: ['Data analytics', 'Finance', 'Product strategy'],
    author: 'Meera Kapoor',
    daysAgo: 210,
    metaDescription:
      'Why finance and sales quote different numbers, and how a small metric model, tests on the data and owned definitions fix it. With the SQL we start from.',
    heroImageAlt: 'A dashboard with rising bars, a trend line and a pie chart',
    ogTitle: 'Dashboards finance trusts',
    scene: 'blog-finance',
    cta: CONTACT_CTA,
    blocks: [
      'Every growing company reaches the meeting where finance says revenue was 1.92 million and sales says 2.05. Both are right, by their own definitions. The dashboard that was meant to settle the question has become a third opinion. This article is about how to end that meeting for good.',
      'We rebuilt reporting for LedgerLeaf, a bookkeeping platform for small businesses, where exactly this had happened. The fix was not a new BI tool. It was a small set of agreed definitions, enforced in code, with an owner for each.',
      ['h2', 'Why the numbers disagree'],
      [
        'ul',
        [
          '<strong>Timing.</strong> Sales counts a deal when it is signed; finance counts revenue when it is earned.',
          '<strong>Scope.</strong> One report includes refunds and credits, another does not.',
          '<strong>Currency and tax.</strong> Amounts converted at different rates, or shown with and without tax.',
          '<strong>Copies.</strong> Each team exported the data once and has been “fixing” its own spreadsheet since.',
        ],
      ],
      'None of these is a data-quality problem in the usual sense. The data is fine. The definitions are missing.',
      ['h2', 'Write the definitions down, in code'],
      'We start with a metric model: one place where each business number is defined once, as a query, with a plain-language description and an owner. Dashboards read from the model; nobody writes their own revenue query again. A definition for monthly recognised revenue looks like this:',
      [
        'code',
        `-- metric: recognised_revenue_monthly
-- owner: finance (CFO office)
-- meaning: revenue earned in the month, net of refunds and credits,
--          in USD at the month-end rate, excluding tax
select
  date_trunc('month', earned_at)            as month,
  sum(amount_net * fx.month_end_rate)       as recognised_revenue_usd
from revenue_lines r
join fx_rates fx on fx.currency = r.currency
                and fx.month = date_trunc('month', r.earned_at)
where r.status = 'earned'
group by 1;`,
      ],
      'Sales still needs bookings, and that is a different metric with its own name and definition. The point is not one number for everything. It is one definition per name.',
      ['h2', 'Agree before you build'],
      'The hardest part of this work is not technical. It is getting the people who sign off the numbers into one room to agree what each word means. We run a short workshop per domain: finance for revenue and margin, sales for pipeline and bookings, operations for volumes. Each definition leaves the room with an owner, a plain-language sentence and an example month worked through by hand. Only then do we write the query. Skipping this step is the most common reason a new dashboard becomes the third opinion in the meeting it was meant to end, because the arguments simply move from spreadsheets into the BI tool.',
      ['h2', 'Test the data like software'],
      'A definition is only as good as the data under it. We add tests that run on every load: totals that must reconcile with the ledger, keys that must be unique, amounts that must never be negative after refunds. When a test fails, the dashboard shows a banner instead of a wrong number. Finance teams forgive a late number far more readily than a wrong one.',
      ['h2', 'Make every number explain itself'],
      'On LedgerLeaf’s dashboards, each figure links to its definition, its owner and the query behind it. The first month, people clicked those links constantly. By the third month they stopped, because the numbers had stopped surprising them. That is what trust looks like in practice.',
      ['h2', 'Automate the tedious part first'],
      'Reporting trust also depends on the inputs. LedgerLeaf’s customers spent days each month matching bank lines to invoices. We built bank feeds and a categorisation model trained on each customer’s own history, with a review queue that learns from every correction. 92% of transactions are now categorised automatically, and month-end close for pilot customers went from four days to six hours.',
      ['h3', 'What we would do again'],
      [
        'ol',
        [
          'Agree definitions with the people who sign off the numbers, before building any chart.',
          'Give every metric one owner who approves changes to it.',
          'Keep the model small: twenty well-defined metrics beat two hundred loose ones.',
          'Test the data on every load, and show failures instead of hiding them.',
          'Link every number on a dashboard to its definition.',
        ],
      ],
      ['h2', 'The meeting that did not happen'],
      'Three months after the rollout, LedgerLeaf’s CFO told us the best result was a meeting that no longer took place: the monthly reconciliation between finance and sales. Both teams now quote the same numbers, because both read them from the same definitions.',
      [
        'quote',
        'A dashboard earns trust the day a number surprises someone and they can find out why in one click.',
      ],
    ],
  },
];

export function demoBlogs(now = clock.now()): DemoBlog[] {
  return [...POSTS_MVP_HEALTH_FINANCE, ...POSTS_AI_LEARNING, ...POSTS_SPEED].map(
    ({ blocks, daysAgo, ...post }) => ({
      ...post,
      publishAt: daysBefore(now, daysAgo),
      content: blocksToHtml(blocks),
    }),
  );
}
