import { describe, expect, it } from 'vitest';
import { deployCommands, formatSummary, parseDeployArgs, summarizeOutputs } from './deploy-args';

describe('npm run deploy arguments', () => {
  it('reads --stage in both spellings and passes everything else to cdk deploy', () => {
    expect(parseDeployArgs(['--stage', 'dev'])).toEqual({ stage: 'dev', cdkArgs: [] });
    expect(parseDeployArgs(['--stage=prod', '--profile', 'p', '-c', 'alarmEmail=ops@x.org'])).toEqual({
      stage: 'prod',
      cdkArgs: ['--profile', 'p', '-c', 'alarmEmail=ops@x.org'],
    });
    expect(parseDeployArgs(['-s', 'dev']).stage).toBe('dev');
  });

  it('rejects a missing or unknown stage and -c stage= with the usage', () => {
    expect(() => parseDeployArgs([])).toThrow(/Missing --stage[\s\S]*Usage/);
    expect(() => parseDeployArgs(['--stage'])).toThrow(/--stage needs a value/);
    expect(() => parseDeployArgs(['--stage', 'qa'])).toThrow(/Unknown stage "qa": choose dev, prod/);
    expect(() => parseDeployArgs(['--stage', 'dev', '-c', 'stage=prod'])).toThrow(/--stage, not -c stage=/);
  });

  it('deploys every stack of the stage with an outputs file (the CDK app builds what it deploys)', () => {
    const commands = deployCommands(parseDeployArgs(['--stage', 'dev', '--require-approval', 'never']));
    expect(commands).toEqual([
      {
        command: 'npx',
        args: [
          'cdk',
          'deploy',
          '--all',
          '-c',
          'stage=dev',
          '--outputs-file',
          'cdk.out/outputs-dev.json',
          '--require-approval',
          'never',
        ],
      },
    ]);
  });

  it('prints site URL, API URL and the user pool from the stack outputs', () => {
    const summary = summarizeOutputs('dev', {
      'Site-dev-Stateful': { UserPoolId: 'eu-west-1_abc', UserPoolClientId: 'client1', SiteBucketName: 'b' },
      'Site-dev-Api': { ApiEndpoint: 'https://x.execute-api.eu-west-1.amazonaws.com' },
      'Site-dev-Edge': { SiteUrl: 'https://d1.cloudfront.net', DistributionId: 'E1' },
    });
    expect(summary).toMatchObject({
      'Site URL': 'https://d1.cloudfront.net',
      'API URL': 'https://d1.cloudfront.net/api/v1 (origin https://x.execute-api.eu-west-1.amazonaws.com)',
      'User pool id': 'eu-west-1_abc',
      'User pool client id': 'client1',
    });
    const text = formatSummary('dev', summary);
    expect(text).toContain('Deployed stage dev:');
    expect(text).toMatch(/User pool id\s+eu-west-1_abc/);
    expect(text).toContain('After a deploy');
    expect(text).toContain('npm run smoke -- --url https://d1.cloudfront.net');
    expect(summarizeOutputs('prod', {})['Site URL']).toBe('(not deployed)');
  });
});
