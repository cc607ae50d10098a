import { describe, expect, it } from 'vitest';
import { DEMO_CONTACTS, isPlaceholderAddress, isPublicAddress, parseContacts } from './company-contacts';

const REAL = {
  hello: 'hello@moondive.io',
  privacy: 'privacy@moondive.io',
  offices: { noida: 'india@moondive.io', washington: 'usa@moondive.io' },
};

describe('public contact addresses', () => {
  it("read the stage's from SITE_CONTACTS, and nothing else", () => {
    expect(parseContacts(JSON.stringify(REAL))).toEqual(REAL);
    expect(() => parseContacts('')).toThrow();
  });

  it('refuse a missing or hostile address with the key that is wrong', () => {
    const { washington: _, ...oneOffice } = REAL.offices;
    expect(() => parseContacts(JSON.stringify({ ...REAL, offices: oneOffice }))).toThrow(
      /washington must be an e-mail address/,
    );
    for (const hostile of [
      'a@b.io"><script>alert(1)</script>',
      'hello@moondive.io\u202e',
      'hello\u0000@moondive.io',
      'Hello <hello@moondive.io>',
      `${'a'.repeat(250)}@moondive.io`,
    ]) {
      expect(isPublicAddress(hostile), JSON.stringify(hostile)).toBe(false);
      expect(() => parseContacts(JSON.stringify({ ...REAL, privacy: hostile }))).toThrow(/privacy must be/);
    }
    expect(() => parseContacts('null')).toThrow(/hello must be an e-mail address/);
  });

  it('tell placeholder domains (RFC 2606/6761) from real ones, subdomains and case included', () => {
    for (const placeholder of [
      'a@example.com',
      'a@Mail.Example.COM',
      'a@example.org',
      'a@x.example.net',
      'a@site.invalid',
      'a@host.test',
      'a@moondive.example',
    ]) {
      expect(isPlaceholderAddress(placeholder), placeholder).toBe(true);
    }
    for (const real of ['a@example-agency.com', 'a@myexample.com', 'a@example.com.au', 'a@moondive.io'])
      expect(isPlaceholderAddress(real), real).toBe(false);
    expect(
      Object.values({ ...DEMO_CONTACTS, ...DEMO_CONTACTS.offices })
        .filter((v) => typeof v === 'string')
        .every(isPlaceholderAddress),
    ).toBe(true);
  });
});
