/**
 * The company's public contact addresses (general enquiries, privacy
 * requests, each office's mail). They belong to a deployment, not to the
 * code: the CDK app reads them from the stage configuration (`-c helloEmail=`
 * and friends, infra/lib/config.ts) and hands them to the web build
 * (SITE_CONTACTS), which writes them into every page. The local stack and
 * dev use the demo addresses below.
 */
export const OFFICE_IDS = ['noida', 'washington'] as const;
export type OfficeId = (typeof OFFICE_IDS)[number];

export interface PublicContacts {
  readonly hello: string;
  readonly privacy: string;
  readonly offices: Readonly<Record<OfficeId, string>>;
}

/**
 * Demo contacts under example.com (reserved by RFC 2606, so nothing is ever
 * delivered there). A prod synth refuses them (infra/lib/config.ts).
 */
export const DEMO_CONTACTS: PublicContacts = {
  hello: 'hello@moondive.example.com',
  privacy: 'privacy@moondive.example.com',
  offices: { noida: 'india@moondive.example.com', washington: 'usa@moondive.example.com' },
};

/** The `-c` flag that sets each address (infra/README.md › Stage settings). */
export const CONTACT_FLAGS = {
  hello: 'helloEmail',
  privacy: 'privacyEmail',
  noida: 'noidaEmail',
  washington: 'washingtonEmail',
} as const satisfies Record<'hello' | 'privacy' | OfficeId, string>;

/** A plain address: no spaces, angle brackets or quotes, so it is inert in HTML, JSON and mailto: links. */
const ADDRESS = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

export function isPublicAddress(value: string): boolean {
  return value.length <= 254 && ADDRESS.test(value);
}

/** Domains reserved for examples and never delivered to (RFC 2606, RFC 6761). */
const RESERVED_DOMAINS = ['example.com', 'example.org', 'example.net'];
const RESERVED_TLDS = ['example', 'invalid', 'test', 'localhost'];

/** True for an address no mail can reach: example.com/.org/.net (and their subdomains), .invalid, .test… */
export function isPlaceholderAddress(value: string): boolean {
  const domain = value.slice(value.lastIndexOf('@') + 1).toLowerCase();
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  return (
    RESERVED_TLDS.includes(tld) || RESERVED_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`))
  );
}

/**
 * Reads SITE_CONTACTS (JSON of PublicContacts); throws on anything else. The
 * caller picks DEMO_CONTACTS for an empty value itself, so a build that has
 * the stage's contacts can drop the demo ones (web/src/content/company.ts).
 */
export function parseContacts(json: string): PublicContacts {
  const value = JSON.parse(json) as Partial<PublicContacts> | null;
  const offices = (value?.offices ?? {}) as Partial<Record<OfficeId, unknown>>;
  const contacts: PublicContacts = {
    hello: String(value?.hello ?? ''),
    privacy: String(value?.privacy ?? ''),
    offices: Object.fromEntries(OFFICE_IDS.map((id) => [id, String(offices[id] ?? '')])) as Record<
      OfficeId,
      string
    >,
  };
  const all = { hello: contacts.hello, privacy: contacts.privacy, ...contacts.offices };
  for (const [key, address] of Object.entries(all)) {
    if (!isPublicAddress(address)) {
      throw new Error(`SITE_CONTACTS: ${key} must be an e-mail address, got "${address}"`);
    }
  }
  return contacts;
}
