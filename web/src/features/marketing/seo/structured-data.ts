import { postalAddress } from '@app/shared/company';
import { trimEndChar } from '@app/shared/strings';
import { COMPANY, OFFICES, SOCIAL_LINKS } from '../../../content/company';
import type { Faq, ServiceContent } from '../../../content/types';

/** schema.org JSON-LD objects for the prerendered pages. */
export type JsonLd = Record<string, unknown>;

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${trimEndChar(siteUrl, '/')}/`).href;
}

function organizationRef(siteUrl: string): JsonLd {
  return { '@type': 'Organization', '@id': `${absoluteUrl(siteUrl, '/')}#organization`, name: COMPANY.name };
}

export function organization(siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl(siteUrl, '/')}#organization`,
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, COMPANY.squareLogo.src),
    description: COMPANY.shortDescription,
    foundingDate: String(COMPANY.foundingYear),
    email: COMPANY.email,
    sameAs: SOCIAL_LINKS.map((s) => s.href),
    address: OFFICES.map((o) => postalAddress(o.address)),
    contactPoint: OFFICES.map((o) => ({
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: o.phone,
      email: o.email,
      areaServed: o.country,
    })),
  };
}

export function webSite(siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: COMPANY.name,
    url: absoluteUrl(siteUrl, '/'),
    publisher: organizationRef(siteUrl),
  };
}

export function service(content: ServiceContent, siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: content.title,
    serviceType: content.title,
    description: content.intro,
    url: absoluteUrl(siteUrl, content.path),
    provider: organizationRef(siteUrl),
    areaServed: 'Worldwide',
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: `${content.title} offerings`,
      itemListElement: content.offerings.map((o) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: o.title, description: o.description },
      })),
    },
  };
}

export function faqPage(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

export function breadcrumbList(
  trail: ReadonlyArray<{ name: string; path: string }>,
  siteUrl: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}
