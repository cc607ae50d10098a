/**
 * The privacy policy's factual blocks (issue 28), made from the product's
 * own sources so the page cannot drift from what the code does: retention
 * from the retention table, the cookieless analytics (web/src/insights and
 * services/src/lib/analytics: a visitor hash salted daily, no cookie, Global
 * Privacy Control honoured), what staff sign-in keeps in the browser (SPEC:
 * the `token` cookie and the `user` record in local storage), the
 * processors, and the privacy contact. The rest of the policy is prose
 * (the `privacy-policy` page document, seed shared/src/pages/seed/legal.ts);
 * "Last updated" is the later of the two (services/src/data/legal-facts.ts).
 */
import { PRIVACY_REQUEST_DUE_DAYS, RETENTION_TABLE_UPDATED, retentionSentences } from './retention';

export interface PolicySection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export const PRIVACY_FACTS_UPDATED = RETENTION_TABLE_UPDATED;

/** `privacyAddress`: the stage's privacy contact (shared/src/company-contacts.ts; the web build has it). */
export function privacyFacts(privacyAddress: string): PolicySection[] {
  return [
    { heading: 'How long we keep your data', paragraphs: retentionSentences() },
    {
      heading: 'Visitor statistics without cookies',
      paragraphs: [
        'We count visits without cookies and without storing your IP address: each visit is counted under a one-way hash of the address and browser, mixed with a random value that changes every day and is deleted after two days, so no visitor can be followed from one day to the next.',
        'If your browser sends the Global Privacy Control signal, we do not count your visit at all.',
      ],
    },
    {
      heading: 'What staff sign-in keeps in the browser',
      paragraphs: [
        'Visitors get no cookies. Staff who sign in to the admin area get one cookie named token (their sign-in session) and a user record in the browser’s local storage; both are removed when they sign out.',
      ],
    },
    {
      heading: 'Who processes your data for us',
      paragraphs: [
        'The website, its database, file storage and e-mail run on Amazon Web Services (AWS), which processes the data only on our instructions. We do not sell personal data or share it for advertising.',
      ],
    },
    {
      heading: 'Your rights and how to reach us',
      paragraphs: [
        `You may ask for a copy of your data (as a file you can take elsewhere), ask us to correct or delete it, or withdraw a consent you gave. Write to ${privacyAddress} and we will reply within ${PRIVACY_REQUEST_DUE_DAYS} days. These rights apply under the EU GDPR and India’s Digital Personal Data Protection Act 2023; you may also complain to your data protection authority.`,
      ],
    },
  ];
}

/** The later of two ISO dates ('YYYY-MM-DD'). */
export function laterDay(a: string, b: string): string {
  return a > b ? a : b;
}
