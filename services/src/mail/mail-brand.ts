/**
 * Who signs the mails and what their footer says. The company's name comes
 * from shared/src/company.ts; the offices' addresses and phones are their
 * contact cards as staff saved them (issue 31, the page documents the site's
 * footer shows): mail-offices.ts reads them before a mail is built and hands
 * them here, and until then (a function that never reads them) the cards'
 * seed stands.
 */
import { COMPANY } from '@app/shared/company';
import { OFFICE_IDS, type OfficeId } from '@app/shared/company-contacts';
import type { OfficeContent } from '@app/shared/pages/office-page';
import { OFFICE_SEED } from '@app/shared/pages/seed/offices';

export const BRAND = {
  name: COMPANY.name,
  /** The site's brand indigo (web/src/components/layout/global.css brand-9 and brand-7). */
  dark: '#2630a9',
  accent: '#3a43d6',
  ink: '#1b1e2b',
  muted: '#5c6070',
  panel: '#f4f5fb',
} as const;

export type MailOffices = Readonly<Record<OfficeId, OfficeContent>>;

let offices: MailOffices = OFFICE_SEED;

/** The office cards the next mails state (mail-offices.ts, after reading them). */
export function setMailOffices(cards: MailOffices): void {
  offices = cards;
}

export interface Signature {
  closing: string;
  name: string;
  role: string;
  lines: string[];
}

const phoneLine = (id: OfficeId) => `${offices[id].title}: ${offices[id].phone}`;

// Getters: a signature states the office phones as they are when the mail is built.
export const SIGNATURES = {
  sales: {
    closing: 'Warm regards,',
    name: `The ${COMPANY.name} team`,
    role: 'Client partnerships, Noida and Washington, DC',
    get lines() {
      return OFFICE_IDS.map(phoneLine);
    },
  },
  hr: {
    closing: 'Best wishes,',
    name: `The ${COMPANY.name} people team`,
    role: 'Careers and hiring',
    get lines() {
      return [phoneLine('noida')];
    },
  },
  website: {
    closing: '',
    name: `${COMPANY.name} website`,
    role: 'Sent automatically when a form was submitted',
    lines: [],
  },
  /** Mails the maintenance sweep sends on its own (reply promises): no form was submitted. */
  schedule: {
    closing: '',
    name: `${COMPANY.name} website`,
    role: 'Sent automatically by the website’s scheduled checks',
    lines: [],
  },
} satisfies Record<string, Signature>;

/** The footer of every mail: who sent it and where we are (each office's card: street, locality, country). */
export function footerLines(): string[] {
  const where = OFFICE_IDS.map((id) => {
    const o = offices[id];
    return `${o.street}, ${o.locality}, ${o.country}`;
  });
  return [[COMPANY.legalName, ...where].join(' · ')];
}
