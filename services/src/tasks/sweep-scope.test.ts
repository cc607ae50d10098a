import { afterEach, describe, expect, it, vi } from 'vitest';
import { sweepScopesHonoured } from './site-maintenance';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('sweep scopes', () => {
  it('apply only on a local stack started for tests', () => {
    vi.stubEnv('SWEEP_SCOPES', 'on');
    expect(sweepScopesHonoured()).toBe(true);
    vi.stubEnv('SWEEP_SCOPES', 'off');
    expect(sweepScopesHonoured()).toBe(false);
    vi.stubEnv('SWEEP_SCOPES', '');
    expect(sweepScopesHonoured()).toBe(false);
  });

  it('never apply inside a Lambda, whatever the environment says', () => {
    vi.stubEnv('SWEEP_SCOPES', 'on');
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'site-prod-site-maintenance');
    expect(sweepScopesHonoured()).toBe(false);
  });
});
