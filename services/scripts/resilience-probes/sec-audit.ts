/**
 * bench:resilience probes for issue 25, findings 1, 5 and 7: decoy audit ids
 * on writes, paths that browsers follow off-site, and deal data out of range.
 * Each must answer 4xx quickly (never 5xx).
 */
const json = (value: unknown) => JSON.stringify(value);
const campaign = (landingPage: string) =>
  json({
    name: 'Off-site probe',
    channel: 'Email',
    utmCampaign: 'off-site-probe',
    startDate: '2026-01-01',
    endDate: '',
    budget: 0,
    spend: 0,
    landingPage,
  });

export const SEC_AUDIT_PROBES = [
  {
    name: 'deal create with a decoy ?id= (issue 25.1)',
    method: 'POST',
    path: '/api/v1/admin/deals?id=00000000-0000-4000-8000-000000000000',
    staff: true,
    body: json({ title: 'Decoy probe' }),
  },
  {
    name: 'member delete, bystander in ?email= (issue 25.1)',
    method: 'DELETE',
    path: '/api/v1/admin/member?email=bystander%40example.com',
    staff: true,
    body: json({ email: 'nobody.probe@example.com' }),
  },
  {
    name: 'campaign landing page /\\evil.example (issue 25.5)',
    method: 'POST',
    path: '/api/v1/admin/campaigns',
    staff: true,
    body: campaign('/\\evil.example'),
  },
  {
    name: 'campaign landing page /<tab>/evil.example (issue 25.5)',
    method: 'POST',
    path: '/api/v1/admin/campaigns',
    staff: true,
    body: campaign('/\t/evil.example'),
  },
  {
    name: 'beacon page /\\evil.example (issue 25.5)',
    method: 'POST',
    path: '/api/v1/analytics/collect',
    body: json({ n: 'pageview', u: '/\\evil.example/?utm_campaign=x' }),
  },
  {
    name: 'deal value 1000.5, close date 2206 (issue 25.7)',
    method: 'POST',
    path: '/api/v1/admin/deals',
    staff: true,
    body: json({ title: 'Range probe', value: 1000.5, expectedCloseDate: '2206-01-01', probability: 55 }),
  },
];
