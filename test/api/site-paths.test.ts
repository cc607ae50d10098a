import { campaignLink } from '@app/shared/schemas/campaign';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/auth-users';
import { api, signIn, startTestStack, TEST_ADMIN } from '../support/local-stack';
import { beacon } from './analytics-helpers';
import { letsConnectBody } from './leads-helpers';

/**
 * Paths that browsers follow off-site (issue 25, finding 5): `/\evil.example`
 * and `/<tab>/evil.example` read as `//evil.example`. The one site-path check
 * refuses them as a campaign's landing page and as the beacon's page, and a
 * lead's landing attribution carrying one is dropped.
 */
const OFF_SITE = ['/\\evil.example', '/\t/evil.example', '/\n/evil.example', '//evil.example'];
const tag = Math.random().toString(36).slice(2, 7);
let stack: Awaited<ReturnType<typeof startTestStack>>;
let marketing: string;
let admin: string;

beforeAll(async () => {
  stack = await startTestStack();
  marketing = await createMember(stack, `site-paths.marketing.${tag}@example.com`, ['Marketing']);
  admin = await signIn(stack, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await stack?.dispose();
});

describe('site paths (issue 25, finding 5)', () => {
  it('refuses a campaign landing page that leaves the site, and its tagged link stays on the site', async () => {
    for (const [i, landingPage] of OFF_SITE.entries()) {
      const res = await api(stack, 'POST', '/admin/campaigns', {
        token: marketing,
        body: {
          name: `Off-site ${tag} ${i}`,
          channel: 'Email',
          utmCampaign: `off-site-${tag}-${i}`,
          utmSource: 'newsletter',
          utmMedium: 'email',
          startDate: '2026-10-01',
          endDate: '',
          budget: 0,
          spend: 0,
          landingPage,
        },
      });
      expect(res.status, JSON.stringify(landingPage)).toBe(400);
      expect(res.json.errors.landingPage, JSON.stringify(landingPage)).toBe(
        'Landing page must be a path on this site.',
      );
      const link = new URL(campaignLink('https://www.example.com', { landingPage, utmCampaign: 'x' }));
      expect(link.origin, JSON.stringify(landingPage)).toBe('https://www.example.com');
    }
  });

  it('refuses a beacon page that leaves the site', async () => {
    for (const u of OFF_SITE) {
      const res = await beacon(stack, { n: 'pageview', u: `${u}?utm_campaign=b-${tag}` });
      expect(res.status, JSON.stringify(u)).toBe(400);
    }
  });

  it("drops a lead's landing attribution that leaves the site", async () => {
    const body = letsConnectBody({
      attribution: { landing: `/\\evil.example/?utm_campaign=lead-${tag}&utm_source=news` },
    });
    expect((await api(stack, 'POST', '/contact/lets-connect', { body })).status).toBe(201);
    const leads = await api(
      stack,
      'GET',
      `/admin/get-let-us-connect-leads?q=${encodeURIComponent(body.fullName)}`,
      { token: admin },
    );
    const attribution = leads.json.data.items[0].attribution;
    expect(attribution?.utmCampaign).not.toBe(`lead-${tag}`);
    expect(attribution?.landingPage ?? '').not.toContain('evil.example');
  });
});
