import { COMPANY as COMPANY_FACTS, OFFICE_ADDRESSES, type OfficeAddress } from '@app/shared/company';
import {
  DEMO_CONTACTS,
  type OfficeId,
  type PublicContacts,
  parseContacts,
} from '@app/shared/company-contacts';
import type { ImageAsset } from './types';

/**
 * The stage's public contact addresses, written in by the build (vite.config.ts
 * defines them from SITE_CONTACTS, which the CDK app sets from the stage
 * configuration; the demo addresses locally).
 */
declare const __SITE_CONTACTS__: string;
// A literal condition once defined: the bundler drops the demo addresses from a stage's build.
export const CONTACTS: PublicContacts = __SITE_CONTACTS__ ? parseContacts(__SITE_CONTACTS__) : DEMO_CONTACTS;

/** Who we are: the facts the layout, footer, JSON-LD and llms.txt share (identity from shared/src/company.ts). */
export const COMPANY = {
  ...COMPANY_FACTS,
  email: CONTACTS.hello,
  tagline: 'Product engineering for teams that ship: MVPs, apps, cloud, data and AI, built with you.',
  shortDescription:
    'Moondive is a software development company building MVPs, web and mobile apps, cloud platforms, data analytics and enterprise AI solutions.',
  logo: COMPANY_FACTS.logo satisfies ImageAsset,
} as const;

export interface Office {
  readonly city: string;
  readonly country: string;
  readonly lines: readonly string[];
  readonly phone: string;
  readonly email: string;
  /** Link to the office on a map (opens the map site; nothing loads until clicked). */
  readonly mapUrl: string;
  readonly address: OfficeAddress;
}

function office(id: OfficeId, localityLine: string): Office {
  const address = OFFICE_ADDRESSES[id];
  const lines = [address.streetAddress, localityLine, address.country];
  return {
    city: address.city,
    country: address.country,
    lines,
    phone: address.phone,
    email: CONTACTS.offices[id],
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(lines.join(', '))}`,
    address,
  };
}

export const OFFICES: readonly Office[] = [
  office('noida', 'Noida, Uttar Pradesh 201309'),
  office('washington', 'Washington, DC 20006'),
];

export type SocialNetwork = 'linkedin' | 'x' | 'instagram' | 'facebook';

export const SOCIAL_LINKS: ReadonlyArray<{ network: SocialNetwork; label: string; href: string }> = [
  { network: 'linkedin', label: 'Moondive on LinkedIn', href: 'https://www.linkedin.com/company/moondive' },
  { network: 'x', label: 'Moondive on X (Twitter)', href: 'https://x.com/moondive' },
  { network: 'instagram', label: 'Moondive on Instagram', href: 'https://www.instagram.com/moondive' },
  { network: 'facebook', label: 'Moondive on Facebook', href: 'https://www.facebook.com/moondive' },
];

/** Technology partners (fictional demo partners, drawn as wordmarks) shown on the home page and in the footer. */
export const PARTNERS: readonly ImageAsset[] = [
  { src: '/images/partners/cloud-partner.svg', alt: 'Cloud Partner Network', width: 168, height: 40 },
  { src: '/images/partners/data-alliance.svg', alt: 'Data Alliance', width: 168, height: 40 },
  { src: '/images/partners/ai-collective.svg', alt: 'AI Collective', width: 168, height: 40 },
  { src: '/images/partners/design-guild.svg', alt: 'Design Guild', width: 168, height: 40 },
];
