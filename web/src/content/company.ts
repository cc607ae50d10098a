import { COMPANY as COMPANY_FACTS, OFFICE_ADDRESSES, type OfficeAddress } from '@app/shared/company';
import {
  DEMO_CONTACTS,
  OFFICE_IDS,
  type OfficeId,
  type PublicContacts,
  parseContacts,
} from '@app/shared/company-contacts';
import { SOCIAL_NETWORKS, type SocialNetwork, socialLabel } from '@app/shared/pages/footer-page';
import { officeLines } from '@app/shared/pages/office-page';
import { FOOTER_SEED } from '@app/shared/pages/seed/footer';
import { OFFICE_SEED } from '@app/shared/pages/seed/offices';
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
  /** The footer's seed (staff edit it as the `footer` page document). */
  tagline: FOOTER_SEED.tagline,
  shortDescription:
    'Moondive is a software development company building MVPs, web and mobile apps, cloud platforms, data analytics and enterprise AI solutions.',
  logo: COMPANY_FACTS.logo satisfies ImageAsset,
} as const;

export interface Office {
  readonly id: OfficeId;
  readonly city: string;
  readonly country: string;
  /** The card's heading, "Noida, India". */
  readonly title: string;
  readonly lines: readonly string[];
  readonly phone: string;
  readonly email: string;
  /** Link to the office on a map (opens the map site; nothing loads until clicked). */
  readonly mapUrl: string;
  readonly address: OfficeAddress;
}

/** The offices as the build prints them: the seed of their cards (staff edit them as page documents). */
export const OFFICES: readonly Office[] = OFFICE_IDS.map((id) => {
  const card = OFFICE_SEED[id];
  const address = OFFICE_ADDRESSES[id];
  return {
    id,
    city: address.city,
    country: card.country,
    title: card.title,
    lines: officeLines(card),
    phone: card.phone,
    email: CONTACTS.offices[id],
    mapUrl: card.mapUrl,
    address,
  };
});

export type { SocialNetwork };

/** The footer's social links as the build prints them (the seed; staff edit the links). */
export const SOCIAL_LINKS: ReadonlyArray<{ network: SocialNetwork; label: string; href: string }> =
  SOCIAL_NETWORKS.map((network) => ({
    network,
    label: socialLabel(COMPANY_FACTS.name, network),
    href: FOOTER_SEED.social[network],
  }));
