import { describe, expect, it } from 'vitest';
import { bundleInsights, gzipBytes, INSIGHTS_BUDGET_GZIP, withInsightsTag } from './insights-build';

describe('collection script build', () => {
  it('fits its 1.5 KB gzip budget and touches no device storage', async () => {
    const code = await bundleInsights();
    expect(gzipBytes(code)).toBeLessThanOrEqual(INSIGHTS_BUDGET_GZIP);
    for (const api of ['cookie', 'localStorage', 'sessionStorage', 'indexedDB', 'caches'])
      expect(code, api).not.toContain(api);
  });

  it('is added to the template as a deferred script', () => {
    const html = withInsightsTag(
      '<html><head><title>x</title></head><body></body></html>',
      '/assets/insights-1.js',
    );
    expect(html).toContain('<script defer src="/assets/insights-1.js"></script>\n  </head>');
  });
});
