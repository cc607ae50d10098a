import { DEMO_CONTACTS } from '@app/shared/company-contacts';
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { getStageConfig, STAGE_CONFIG, stackName, uploadOrigins } from './config';
import { PROD_ADDRESS_FLAGS } from './testing/contexts';

const configFor = (context: Record<string, string>) => getStageConfig(new App({ context }));
/** A prod synth's minimum: its region and every address on a real domain. */
const PROD = { stage: 'prod', region: 'us-east-1', ...PROD_ADDRESS_FLAGS };

describe('getStageConfig', () => {
  it('defaults to dev and reads -c stage=prod', () => {
    expect(getStageConfig(new App()).stage).toBe('dev');
    expect(configFor(PROD).stage).toBe('prod');
  });

  it('needs no -c flag for dev: no domain, no sender (Cognito mail), no alarm address, demo contacts', () => {
    const dev = configFor({});
    expect(dev).toMatchObject({ stage: 'dev', cognitoMail: 'cognito', contacts: DEMO_CONTACTS });
    expect(dev.siteUrl).toBeUndefined();
    expect(dev.mail.from).toBeUndefined();
    expect(dev.region).toBe(process.env.CDK_DEFAULT_REGION);
  });

  it('switches staff mail to SES with a sender, and checks the address', () => {
    expect(configFor({ mailFrom: 'no-reply@example.org' })).toMatchObject({
      cognitoMail: 'ses',
      mail: { from: 'no-reply@example.org' },
    });
    expect(() => configFor({ mailFrom: 'not an address' })).toThrow(/mailFrom must be an e-mail address/);
  });

  it('refuses prod with the inboxes at example.com and names every flag to set', () => {
    // The first command: region and alarm address only.
    let message = '';
    try {
      configFor({ stage: 'prod', region: 'us-east-1', alarmEmail: 'ops@example-agency.com' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const flag of [
      'salesInbox',
      'hrInbox',
      'mailFrom',
      'helloEmail',
      'privacyEmail',
      'noidaEmail',
      'washingtonEmail',
    ])
      expect(message).toContain(`-c ${flag}=`);
    expect(message).toContain('now sales@example.com');
    expect(message).not.toContain('-c alarmEmail=');
    // Every flag the error named, on a real domain: it succeeds with exactly those addresses.
    const prod = configFor(PROD);
    expect(prod.mail).toEqual({
      from: PROD_ADDRESS_FLAGS.mailFrom,
      salesInbox: PROD_ADDRESS_FLAGS.salesInbox,
      hrInbox: PROD_ADDRESS_FLAGS.hrInbox,
    });
    expect(prod.contacts).toEqual({
      hello: PROD_ADDRESS_FLAGS.helloEmail,
      privacy: PROD_ADDRESS_FLAGS.privacyEmail,
      offices: { noida: PROD_ADDRESS_FLAGS.noidaEmail, washington: PROD_ADDRESS_FLAGS.washingtonEmail },
    });
    expect(prod.alarmEmail).toBe(PROD_ADDRESS_FLAGS.alarmEmail);
  });

  it.each([
    ['alarmEmail', 'ops@example.org'],
    ['salesInbox', 'sales@mail.example.com'],
    ['hrInbox', 'hr@people.invalid'],
    ['mailFrom', 'no-reply@EXAMPLE.NET'],
    ['privacyEmail', 'privacy@site.test'],
    ['washingtonEmail', 'usa@moondive.example.com'],
  ])('refuses a placeholder %s=%s in prod, naming that flag only', (flag, value) => {
    let message = '';
    try {
      configFor({ ...PROD, [flag]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`-c ${flag}=…`);
    expect(message).toContain(`now ${value}`);
    expect(message.match(/-c \w+=…/g)).toHaveLength(1);
  });

  it('requires an alarm address in prod, so its alarms reach a person', () => {
    const { alarmEmail: _, ...withoutAlarm } = PROD;
    expect(() => configFor(withoutAlarm)).toThrow(/-c alarmEmail=….*alarm topic subscription; unset/);
  });

  it('refuses a malformed address in any stage (it would land in pages and mail headers)', () => {
    expect(() => configFor({ helloEmail: 'hello@x.com"><script>' })).toThrow(
      /helloEmail must be an e-mail address/,
    );
    expect(() => configFor({ salesInbox: 'sales@\u202eexample.com' })).toThrow(
      /salesInbox must be an e-mail address/,
    );
  });

  it('requires a region in prod and a certificate from us-east-1', () => {
    const { region: _, ...withoutRegion } = PROD;
    // The tests run without a CLI profile, so only -c region= can name it.
    expect(STAGE_CONFIG.prod.region).toBeUndefined();
    expect(() => configFor(withoutRegion)).toThrow(/Stage prod needs its region: -c region=/);
    expect(() =>
      configFor({
        ...PROD,
        domainName: 'www.example-agency.com',
        certificateArn: 'arn:aws:acm:eu-west-1:111111111111:certificate/abc',
      }),
    ).toThrow(/certificateArn must be an ACM certificate in us-east-1.*eu-west-1/);
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
    const prod = { ...PROD, certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' };
    expect(() => configFor({ ...PROD, domainName: 'www.example.org' })).toThrow(/certificateArn/);
    const config = configFor({ ...prod, domainName: 'WWW.Example.org' });
    expect(config.siteUrl).toBe('https://www.example.org');
    expect(uploadOrigins(config, config.siteUrl as string)).toEqual(['https://www.example.org']);
    expect(() => configFor({ ...prod, domainName: 'example.org/x' })).toThrow(/origin/);
  });

  it('lets the dev server origins upload only in dev', () => {
    expect(uploadOrigins(configFor({}), 'https://d1.cloudfront.net')).toEqual([
      'https://d1.cloudfront.net',
      'http://localhost:3000',
      'http://localhost:5173',
    ]);
    const prod = configFor(PROD);
    expect(uploadOrigins(prod, 'https://d1.cloudfront.net')).toEqual(['https://d1.cloudfront.net']);
  });

  it('names stacks Site-<stage>-<part>', () => {
    expect(stackName(configFor({}), 'Api')).toBe('Site-dev-Api');
  });
});
