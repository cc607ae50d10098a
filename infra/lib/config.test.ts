import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { getStageConfig, STAGE_CONFIG, stackName, uploadOrigins } from './config';

const configFor = (context: Record<string, string>) => getStageConfig(new App({ context }));

describe('getStageConfig', () => {
  it('defaults to dev and reads -c stage=prod', () => {
    expect(getStageConfig(new App()).stage).toBe('dev');
    expect(configFor({ stage: 'prod' }).stage).toBe('prod');
  });

  it('sends Cognito mail through SES unless -c cognitoMail=cognito, and rejects other values', () => {
    expect(configFor({}).cognitoMail).toBe('ses');
    expect(configFor({ cognitoMail: 'cognito' }).cognitoMail).toBe('cognito');
    expect(() => configFor({ cognitoMail: 'smtp' })).toThrow(/cognitoMail must be ses or cognito/);
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
    expect(() => configFor({ stage: 'prod', domainName: 'www.example.org' })).toThrow(/certificateArn/);
    const config = configFor({
      stage: 'prod',
      domainName: 'www.example.org',
      certificateArn: 'arn:aws:acm:x',
    });
    expect(config.siteUrl).toBe('https://www.example.org');
    expect(uploadOrigins(config)).toEqual(['https://www.example.org']);
  });

  it('accepts a siteUrl override and validates it is an origin', () => {
    expect(configFor({ stage: 'prod', siteUrl: 'https://d1.cloudfront.net' }).siteUrl).toBe(
      'https://d1.cloudfront.net',
    );
    expect(() => configFor({ siteUrl: 'https://d1.cloudfront.net/path' })).toThrow(/origin/);
  });

  it('lets the dev server origins upload only in dev', () => {
    expect(uploadOrigins(configFor({}))).toContain('http://localhost:5173');
    expect(uploadOrigins(configFor({ stage: 'prod' }))).toEqual([]);
  });

  it('names stacks Site-<stage>-<part>', () => {
    expect(stackName(configFor({ stage: 'prod' }), 'Api')).toBe('Site-prod-Api');
  });
});
