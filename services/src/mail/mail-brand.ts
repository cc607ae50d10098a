/**
 * Who signs the mails and what their footer says. Contacts come from
 * shared/src/company.ts (the site's footer shows the same ones).
 */
import { COMPANY, OFFICE_ADDRESSES } from '@app/shared/company';

export const BRAND = {
  name: COMPANY.name,
  /** The site's brand indigo (web/src/components/layout/global.css brand-9 and brand-7). */
  dark: '#2630a9',
  accent: '#3a43d6',
  ink: '#1b1e2b',
  muted: '#5c6070',
  panel: '#f4f5fb',
} as const;

export interface Signature {
  closing: string;
  name: string;
  role: string;
  lines: string[];
}

const officeLines = [
  `Noida, India: ${OFFICE_ADDRESSES.noida.phone}`,
  `Washington, DC: ${OFFICE_ADDRESSES.washington.phone}`,
];

export const SIGNATURES = {
  sales: {
    closing: 'Warm regards,',
    name: `The ${COMPANY.name} team`,
    role: 'Client partnerships, Noida and Washington, DC',
    lines: officeLines,
  },
  hr: {
    closing: 'Best wishes,',
    name: `The ${COMPANY.name} people team`,
    role: 'Careers and hiring',
    lines: [`Noida, India: ${OFFICE_ADDRESSES.noida.phone}`],
  },
  website: {
    closing: '',
    name: `${COMPANY.name} website`,
    role: 'Sent automatically when a form was submitted',
    lines: [],
  },
} satisfies Record<string, Signature>;

/** The footer of every mail: who sent it and where we are. */
export function footerLines(): string[] {
  const { noida, washington } = OFFICE_ADDRESSES;
  return [
    `${COMPANY.legalName} · ${noida.streetAddress}, ${noida.city} ${noida.postalCode}, ${noida.country} · ${washington.streetAddress}, ${washington.city}, ${washington.region} ${washington.postalCode}`,
  ];
}
