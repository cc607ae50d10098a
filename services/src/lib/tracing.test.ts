import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ClientTracer, clientTracer, traced, tracingOn } from './tracing';

/** aws-xray-sdk-core's middleware name on a captured SDK v3 client. */
const XRAY_MIDDLEWARE = 'XRaySDKInstrumentation';
const middlewareOf = (client: { middlewareStack: { identify(): string[] } }) =>
  client.middlewareStack.identify().join('\n');

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('tracing', () => {
  it('is on only where Lambda runs an X-Ray daemon and Powertools is not switched off', () => {
    expect(tracingOn({})).toBe(false);
    expect(tracingOn({ AWS_XRAY_DAEMON_ADDRESS: '169.254.79.129:2000' })).toBe(true);
    expect(
      tracingOn({ AWS_XRAY_DAEMON_ADDRESS: '169.254.79.129:2000', POWERTOOLS_TRACE_ENABLED: 'FALSE' }),
    ).toBe(false);
    expect(tracingOn({ POWERTOOLS_TRACE_ENABLED: 'true' })).toBe(false);
  });

  it('hands a created client to the tracer (the call shape) and uses what it returns', () => {
    const client = new DynamoDBClient({ region: 'us-east-1' });
    const tracer: ClientTracer = { captureAWSv3Client: vi.fn((c) => c) };
    expect(traced(client, tracer)).toBe(client);
    expect(tracer.captureAWSv3Client).toHaveBeenCalledTimes(1);
    expect(tracer.captureAWSv3Client).toHaveBeenCalledWith(client);
  });

  it('locally (no daemon) leaves the module clients as they were: no X-Ray middleware', async () => {
    // No Tracer is made, so neither it nor the X-Ray SDK is loaded (no cost on the local stack).
    expect(clientTracer()).toBeNull();
    const { dynamoClient } = await import('./dynamo');
    const { cognito } = await import('./cognito');
    expect(middlewareOf(dynamoClient)).not.toContain(XRAY_MIDDLEWARE);
    expect(middlewareOf(cognito)).not.toContain(XRAY_MIDDLEWARE);
    const { secretsProvider } = await import('./parameter-providers');
    expect(middlewareOf((await secretsProvider()).client)).not.toContain(XRAY_MIDDLEWARE);
    const plain = new DynamoDBClient({ region: 'us-east-1' });
    expect(traced(plain)).toBe(plain);
    expect(middlewareOf(plain)).toBe(middlewareOf(new DynamoDBClient({ region: 'us-east-1' })));
  });

  it('in a traced Lambda the factories capture their clients with Powertools Tracer', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('AWS_XRAY_DAEMON_ADDRESS', '169.254.79.129:2000');
    vi.resetModules();
    const { dynamoClient } = await import('./dynamo');
    const { cognito } = await import('./cognito');
    const { s3 } = await import('./s3');
    expect(middlewareOf(dynamoClient)).toContain(XRAY_MIDDLEWARE);
    expect(middlewareOf(cognito)).toContain(XRAY_MIDDLEWARE);
    expect(middlewareOf((await s3()).client)).toContain(XRAY_MIDDLEWARE);
    // The Powertools parameter providers' clients too (origin secret, meeting-link keys, site URL).
    const { secretsProvider, ssmProvider } = await import('./parameter-providers');
    expect(middlewareOf((await secretsProvider()).client)).toContain(XRAY_MIDDLEWARE);
    expect(middlewareOf((await ssmProvider()).client)).toContain(XRAY_MIDDLEWARE);
  });

  it('POWERTOOLS_TRACE_ENABLED=false keeps a traced Lambda untraced', async () => {
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('AWS_XRAY_DAEMON_ADDRESS', '169.254.79.129:2000');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', 'false');
    vi.resetModules();
    const { dynamoClient } = await import('./dynamo');
    expect(middlewareOf(dynamoClient)).not.toContain(XRAY_MIDDLEWARE);
  });
});
