/**
 * The legal pages' seed (the texts of Nov 1, 2024): what the pages show until
 * staff save them. The privacy policy's generated blocks are not here
 * (shared/src/privacy-facts.ts); they follow the prose.
 */
import type { LegalContent, LegalPageId } from '../legal-page';

/** The day the seed's prose was last changed (the pages' "Last updated" until a save). */
export const LEGAL_SEED_UPDATED = '2024-11-01';

export const LEGAL_SEED: Readonly<Record<LegalPageId, LegalContent>> = {
  'privacy-policy': {
    heading: 'Privacy Policy',
    intro:
      'This policy explains what personal data Moondive collects through this website, why, how long we keep it, and what choices you have.',
    sections: [
      {
        heading: 'Data we collect',
        paragraphs: [
          'When you fill in a contact, let’s connect, meeting or job application form we collect the details you enter, such as your name, e-mail address, phone number, company and message. Job applications also include your resume.',
          'Our servers record technical data such as your IP address and browser type to keep the site secure.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'We use your details to answer your enquiry, to arrange meetings, to assess job applications and to improve our services. We do not sell personal data.',
        ],
      },
    ],
  },
  'terms-and-conditions': {
    heading: 'Terms and Conditions',
    intro: 'These terms govern your use of the Moondive website. By using the site you agree to them.',
    sections: [
      {
        heading: 'Use of the site',
        paragraphs: [
          'You may browse the site and contact us for lawful purposes. Do not attempt to disrupt the site or access areas that are not meant for you.',
        ],
      },
      {
        heading: 'Content',
        paragraphs: [
          'Texts, images and designs on this site belong to Moondive unless stated otherwise. You may share links and short quotes with attribution.',
        ],
      },
      {
        heading: 'No offer',
        paragraphs: [
          'Prices and timelines on this site, such as typical MVP budgets, are indications. A binding offer is only made in a signed proposal.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'We take care to keep the site accurate but cannot guarantee it is free of errors. We are not liable for losses arising from use of the site, as far as the law allows.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: ['We may update these terms. The date above shows the latest version.'],
      },
    ],
  },
};
