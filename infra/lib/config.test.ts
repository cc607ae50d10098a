import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { getStageConfig, STAGE_CONFIG, stackName, uploadOrigins } from './config';

const configFor = (context: Record<string, string>) => getStageConfig(new App({ context }));

describe('getStageConfig', () => {
  it('defaults to dev and reads -c stage=prod', () => {
    expect(getStageConfig(new App()).stage).toBe('dev');
    expect(configFor({ stage: 'prod', alarmEmail: 'ops@example.org' }).stage).toBe('prod');
  });

  it('needs no -c flag for dev: no domain, no sender (Cognito mail), no alarm address', () => {
    const dev = configFor({});
    expect(dev).toMatchObject({ stage: 'dev', cognitoMail: 'cognito' });
    expect(dev.siteUrl).toBeUndefined();
    expect(dev.mail.from).toBeUndefined();
  });

  it('switches staff mail to SES with a sender, and checks the address', () => {
    expect(configFor({ mailFrom: 'no-reply@example.org' })).toMatchObject({
      cognitoMail: 'ses',
      mail: { from: 'no-reply@example.org' },
    });
    expect(() => configFor({ mailFrom: 'not an address' })).toThrow(/mailFrom must be an e-mail address/);
  });

  it('requires an alarm address in prod, so its alarms reach a person', () => {
    expect(() => configFor({ stage: 'prod' })).toThrow('Stage prod needs -c alarmEmail=ops@example.com');
    expect(configFor({ stage: 'prod', alarmEmail: 'ops@example.org' }).alarmEmail).toBe('ops@example.org');
  });

  it('refuses the retired -c siteUrl and -c cognitoMail with a pointer to the README', () => {
    expect(() => configFor({ siteUrl: 'https://d1.cloudfront.net' })).toThrow(/are gone.*infra\/README.md/);
    expect(() => configFor({ cognitoMail: 'cognito' })).toThrow(/are gone/);
  });

  it('rejects an unknown stage with the valid choices', () => {
    expect(() => configFor({ stage: 'staging' })).toThrow(/Unknown stage "staging".*dev\|prod/);
  });

  it('keeps data and turns on WAF and threat protection only in prod', () => {
    expect(STAGE_CONFIG.prod).toMatchObject({ retainData: true, waf: true, cognitoThreatProtection: true });
    expect(STAGE_CONFIG.dev).toMatchObject({ retainData: false, waf: false, cognitoThreatProtection: false });
  });

  it('throttles form routes harder than the default', () => {
    for (const { apiThrottle } of Object.values(STAGE_CONFIG)) {
      expect(apiThrottle.forms.rateLimit).toBeLessThan(apiThrottle.default.rateLimit);
      expect(apiThrottle.forms.burstLimit).toBeLessThan(apiThrottle.default.burstLimit);
    }
  });

  it('derives the site origin from the domain and requires a certificate with it', () => {
    const prod = { stage: 'prod', alarmEmail: 'ops@example.org' };
    expect(() => configFor({ ...prod, domainName: 'www.example.org' })).toThrow(/certificateArn/);
    const config = configFor({ ...prod, domainName: 'WWW.Example.org', certificateArn: 'arn:aws:acm:x' });
    expect(config.siteUrl).toBe('https://www.example.org');
    expect(uploadOrigins(config, config.siteUrl as string)).toEqual(['https://www.example.org']);
    expect(() => configFor({ ...prod, domainName: 'example.org/x', certificateArn: 'arn' })).toThrow(
      /origin/,
    );
  });

  it('lets the dev server origins upload only in dev', () => {
    expect(uploadOrigins(configFor({}), 'https://d1.cloudfront.net')).toEqual([
      'https://d1.cloudfront.net',
      'http://localhost:3000',
      'http://localhost:5173',
    ]);
    const prod = configFor({ stage: 'prod', alarmEmail: 'ops@example.org' });
    expect(uploadOrigins(prod, 'https://d1.cloudfront.net')).toEqual(['https://d1.cloudfront.net']);
  });

  it('names stacks Site-<stage>-<part>', () => {
    expect(stackName(configFor({}), 'Api')).toBe('Site-dev-Api');
  });
});
