import { laterDay, PRIVACY_FACTS_UPDATED, privacyFacts } from '@app/shared/privacy-facts';
import { CONTACTS } from './company';

export interface LegalDocument {
  readonly heading: string;
  readonly updated: string;
  readonly intro: string;
  readonly sections: ReadonlyArray<{ readonly heading: string; readonly paragraphs: readonly string[] }>;
}

/** The staff-written prose of the privacy policy; the factual blocks come from shared/src/privacy-facts.ts. */
const PRIVACY_PROSE = {
  updated: '2024-11-01',
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
} as const;

export const PRIVACY_POLICY: LegalDocument = {
  heading: 'Privacy Policy',
  updated: laterDay(PRIVACY_PROSE.updated, PRIVACY_FACTS_UPDATED),
  intro:
    'This policy explains what personal data Moondive collects through this website, why, how long we keep it, and what choices you have.',
  sections: [...PRIVACY_PROSE.sections, ...privacyFacts(CONTACTS.privacy)],
};

export const TERMS_AND_CONDITIONS: LegalDocument = {
  heading: 'Terms and Conditions',
  updated: '2024-11-01',
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
};
