/**
 * Who the company is: the facts the site's layout, the build's JSON-LD and
 * the pages the API publishes (BlogPosting publisher, JobPosting
 * hiringOrganization and jobLocation) share. One source for each fact.
 */
import { trimEndChar } from './strings';

/**
 * Demo contacts, clearly fictional but formatted like real ones: mail domains
 * under example.com (reserved by RFC 2606, so nothing is ever delivered
 * there); phone numbers in each country's real format whose subscriber part
 * can never be assigned (India: fixed-line numbers after the area code start
 * with 2-6, this one with 0; NANP: an exchange never starts with 0 or 1, this
 * one is 180). Staff replace them with the company's own before launch.
 */
export const COMPANY = {
  name: 'Moondive',
  legalName: 'Moondive Technologies',
  email: 'hello@moondive.example.com',
  /** Where data requests go (the privacy policy names it; issue 28). The operations issue moves it to stage configuration. */
  privacyEmail: 'privacy@moondive.example.com',
  foundingYear: 2016,
  /**
   * The company's own zone (head office, Noida): analytics days, job deadlines
   * and the sales reports' weeks are its calendar days. Each meeting office
   * has its own zone (MEETING_OFFICES in leads.ts).
   */
  timeZone: 'Asia/Kolkata',
  /** The wordmark in the navigation. */
  logo: { src: '/images/logo.svg', alt: 'Moondive', width: 148, height: 32 },
  /** A square raster logo for structured data (publisher.logo, hiringOrganization.logo) and the manifest. */
  squareLogo: { src: '/icons/icon-512.png', width: 512, height: 512 },
  /** The default social image (1200 x 630). */
  ogImage: {
    src: '/images/og-default.png',
    width: 1200,
    height: 630,
    alt: 'The Moondive logo, a crescent moon, on an indigo background',
  },
} as const;

export interface OfficeAddress {
  readonly city: string;
  readonly country: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: 'IN' | 'US';
  readonly streetAddress: string;
  readonly region: string;
  readonly postalCode: string;
  readonly phone: string;
  readonly email: string;
}

export const OFFICE_ADDRESSES = {
  noida: {
    city: 'Noida',
    country: 'India',
    countryCode: 'IN',
    streetAddress: 'Tower B, 7th Floor, Sector 62',
    region: 'Uttar Pradesh',
    postalCode: '201309',
    phone: '+91 120 014 2600',
    email: 'india@moondive.example.com',
  },
  washington: {
    city: 'Washington',
    country: 'United States',
    countryCode: 'US',
    streetAddress: '1750 K Street NW, Suite 800',
    region: 'DC',
    postalCode: '20006',
    phone: '+1 202 180 0188',
    email: 'usa@moondive.example.com',
  },
} as const satisfies Record<string, OfficeAddress>;

/** schema.org PostalAddress of an office. */
export function postalAddress(office: OfficeAddress) {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.streetAddress,
    addressLocality: office.city,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: office.countryCode,
  };
}

/** schema.org Organization, as publisher or hiring organization of a page (`siteUrl` without a trailing slash). */
export function organizationLd(siteUrl: string) {
  const base = trimEndChar(siteUrl, '/');
  return {
    '@type': 'Organization',
    '@id': `${base}/#organization`,
    name: COMPANY.name,
    url: `${base}/`,
    sameAs: `${base}/`,
    logo: {
      '@type': 'ImageObject',
      url: `${base}${COMPANY.squareLogo.src}`,
      width: COMPANY.squareLogo.width,
      height: COMPANY.squareLogo.height,
    },
  };
}
