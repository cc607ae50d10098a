import type { ImageAsset } from './types';

/** Who we are: the facts the layout, footer, JSON-LD and llms.txt share. */
export const COMPANY = {
  name: 'Moondive',
  legalName: 'Moondive Technologies',
  tagline: 'Product engineering for teams that ship: MVPs, apps, cloud, data and AI, built with you.',
  shortDescription:
    'Moondive is a software development company building MVPs, web and mobile apps, cloud platforms, data analytics and enterprise AI solutions.',
  email: 'hello@moondive.example',
  foundingYear: 2016,
  logo: { src: '/images/logo.svg', alt: 'Moondive', width: 148, height: 32 } satisfies ImageAsset,
} as const;

export interface Office {
  readonly city: string;
  readonly country: string;
  readonly lines: readonly string[];
  readonly phone: string;
  readonly email: string;
  /** Link to the office on a map (opens the map site; nothing loads until clicked). */
  readonly mapUrl: string;
}

function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export const OFFICES: readonly Office[] = [
  {
    city: 'Noida',
    country: 'India',
    lines: ['Tower B, 7th Floor, Sector 62', 'Noida, Uttar Pradesh 201309', 'India'],
    phone: '+91 120 555 0142',
    email: 'india@moondive.example',
    mapUrl: mapLink('Sector 62, Noida, Uttar Pradesh 201309, India'),
  },
  {
    city: 'Washington',
    country: 'United States',
    lines: ['1750 K Street NW, Suite 800', 'Washington, DC 20006', 'United States'],
    phone: '+1 202 555 0188',
    email: 'usa@moondive.example',
    mapUrl: mapLink('1750 K Street NW, Washington, DC 20006, United States'),
  },
];

export type SocialNetwork = 'linkedin' | 'x' | 'instagram' | 'facebook';

export const SOCIAL_LINKS: ReadonlyArray<{ network: SocialNetwork; label: string; href: string }> = [
  { network: 'linkedin', label: 'Moondive on LinkedIn', href: 'https://www.linkedin.com/company/moondive' },
  { network: 'x', label: 'Moondive on X (Twitter)', href: 'https://x.com/moondive' },
  { network: 'instagram', label: 'Moondive on Instagram', href: 'https://www.instagram.com/moondive' },
  { network: 'facebook', label: 'Moondive on Facebook', href: 'https://www.facebook.com/moondive' },
];

/** Technology partners shown on the home page and in the footer. */
export const PARTNERS: readonly ImageAsset[] = [
  { src: '/images/partners/cloud-partner.svg', alt: 'Cloud Partner Network', width: 140, height: 40 },
  { src: '/images/partners/data-alliance.svg', alt: 'Data Alliance', width: 140, height: 40 },
  { src: '/images/partners/ai-collective.svg', alt: 'AI Collective', width: 140, height: 40 },
  { src: '/images/partners/design-guild.svg', alt: 'Design Guild', width: 140, height: 40 },
];
