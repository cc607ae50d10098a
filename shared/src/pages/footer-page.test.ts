import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES } from '../schemas/media-upload';
import { FOOTER_PAGE_MESSAGES, footerPageSchema } from './footer-page';
import { FOOTER_SEED } from './seed/footer';

const UPLOADED = '/media/section/3a0c0000-0000-4000-8000-000000000004.png';
const withPartner = (partner: object) => ({
  ...FOOTER_SEED,
  partners: [...FOOTER_SEED.partners, { name: 'Acme', logo: UPLOADED, ...partner }],
});
const issue = (input: unknown) => footerPageSchema.safeParse(input).error?.issues[0];

describe('footer partners schema', () => {
  it('takes the seed, an uploaded /media/ logo and an optional http(s) link', () => {
    expect(footerPageSchema.safeParse(FOOTER_SEED).success).toBe(true);
    const parsed = footerPageSchema.parse(withPartner({ link: 'acme.example.com' }));
    expect(parsed.partners[4]).toEqual({ name: 'Acme', logo: UPLOADED, link: 'https://acme.example.com' });
    expect(footerPageSchema.parse(withPartner({ link: '' })).partners[4]?.link).toBeUndefined();
  });

  it('refuses a logo that is not an upload or a built-in logo', () => {
    for (const logo of [
      '/images/other.svg',
      'https://evil.example.com/a.png',
      '/media/../x.png',
      'javascript:x',
    ])
      expect(issue(withPartner({ logo }))?.message, logo).toBe(MEDIA_MESSAGES.notUploaded);
    expect(issue(withPartner({ logo: '' }))?.message).toBe(FOOTER_PAGE_MESSAGES.logoRequired);
  });

  it('cleans control and bidi characters from a name, refuses HTML, huge names and script links', () => {
    const parsed = footerPageSchema.parse(withPartner({ name: 'Ac\u202eme\u0007 Co' }));
    expect(parsed.partners[4]?.name).toBe('Acme Co');
    expect(issue(withPartner({ name: '<b>x</b>' }))?.path).toEqual(['partners', 4, 'name']);
    expect(issue(withPartner({ name: 'x'.repeat(10_000) }))?.path).toEqual(['partners', 4, 'name']);
    expect(issue(withPartner({ link: 'javascript:alert(1)' }))?.path).toEqual(['partners', 4, 'link']);
  });

  it('keeps 1 to 12 partners', () => {
    expect(issue({ ...FOOTER_SEED, partners: [] })?.message).toBe(FOOTER_PAGE_MESSAGES.partnersMin);
    const many = Array.from({ length: 13 }, () => FOOTER_SEED.partners[0]);
    expect(issue({ ...FOOTER_SEED, partners: many })?.message).toBe(FOOTER_PAGE_MESSAGES.partnersMax);
  });
});
