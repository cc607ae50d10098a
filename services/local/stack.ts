import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { COLLECT_RATE_LIMIT } from '@app/shared/analytics';
import { setClock } from '@app/shared/clock';
import { COLLECT_ROUTE } from '@app/shared/routes/analytics';
import { clientAddressResolver } from './client-address';
import { startCognito } from './cognito';
import { ensureSuperAdmin, ensureUserPool } from './cognito-setup';
import { ensureTable, startDynalite } from './dynamo';
import { createGateway } from './gateway';
import { createJwtVerifier } from './jwt-verifier';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';
import { createMetricsStore } from './metrics-store';
import { Outbox } from './outbox';
import { startOutboxServer } from './outbox-server';
import { freePort } from './ports';
import { createRateLimiter, parseRateLimit, type RateLimit, type RateLimiter } from './rate-limit';
import { startS3rver } from './s3';
import { startS3Guard } from './s3-guard';
import { seedDemoContent } from './seed';
import { copyTemplatesToSiteBucket } from './site-bucket';
import { siteFallback } from './site-fallback';

export interface LocalStackOptions {
  /** Root of all persisted data (`.local/`). */
  dataDir: string;
  /** Built SPA (web/dist). */
  webRoot: string;
  /** Gateway port; 0 picks a free one. */
  port: number;
  ports?: Partial<Record<'dynamo' | 's3' | 'cognito' | 'ses', number>>;
  admin: { email: string; password: string };
  quiet?: boolean;
  /** Per-IP limit of the public form routes; default from LOCAL_RATE_LIMIT ('off' or '<burst>/<perMinute>'), else the shared limit. */
  rateLimit?: RateLimit | 'off';
  /** Per-IP limit of POST /analytics/collect (COLLECT_RATE_LIMIT by default; LOCAL_COLLECT_RATE_LIMIT overrides). */
  collectRateLimit?: RateLimit | 'off';
  /** Seed 60 days of demo traffic, campaigns and attributed leads (default true; tests and benchmarks pass false). */
  demoTraffic?: boolean;
  /**
   * The Content-Security-Policy of everything that is not /api/v1. By default
   * the production policy from infra/lib/csp.ts (hashes of the build's inline
   * scripts, the local Cognito and S3 origins), as CloudFront sends it; `false`
   * sends none. The other security headers always match CloudFront's.
   */
  csp?: string | ((origins: { cognito: string; s3: string }) => string) | false;
  /** Interface the gateway listens on; default HOST, else 127.0.0.1 (nothing beyond this machine). */
  host?: string;
  /** false lifts the booking and acknowledgement limits (test suites that book many meetings). */
  abuseLimits?: boolean;
  /**
   * The business clock's instant at start (ISO 8601; LOCAL_NOW for `npm start`): seeds, handlers
   * and sweeps run from it, and it keeps running on (shared/src/clock.ts). Default: the real time.
   */
  now?: string;
  /**
   * Started for tests only (test/support/local-stack.ts passes it; `npm start` and the
   * benchmarks never do): sweeps honour a test's scope (SweepScope in
   * services/src/tasks/site-maintenance.ts), and a loopback client may name the address it
   * stands for in `x-test-client-ip` (client-address.ts), so tests sharing one stack never
   * share per-address limits.
   */
  forTests?: boolean;
}

interface CspModule {
  buildLocalCsp(inputs: { scriptHashes: string[]; cognitoOrigin: string; uploadOrigins: string[] }): string;
  siteScriptHashes(distDir: string): string[];
  securityHeaderValues(csp: string): Record<string, string>;
  API_CSP: string;
}

/** infra/lib/csp.ts, the one source of CloudFront's headers; loaded by path (infra is outside this project). */
const loadCspModule = () =>
  import(
    pathToFileURL(join(import.meta.dirname, '..', '..', 'infra', 'lib', 'csp.ts')).href
  ) as Promise<CspModule>;

/** A part of the stack that can be stopped and started again on the same port (fault injection). */
export interface StackPart {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface LocalStack {
  url: string;
  runtimeConfig: Record<string, string>;
  outbox: Outbox;
  env: Record<string, string>;
  parts: Record<'dynamo' | 's3' | 'cognito' | 'ses', StackPart>;
  /** The gateway's per-IP rate limit of the public form routes (tests reconfigure it). */
  rateLimiter: RateLimiter;
  /** Where the gateway listens. */
  address: AddressInfo;
  /** The gateway's per-IP limit of the analytics collection route. */
  collectLimiter: RateLimiter;
  /**
   * Sets the business clock of this process (the handlers run in it) to `instant`, running on
   * from there; null goes back to the real time. Tests restore it in afterEach.
   */
  setNow(instant: Date | string | number | null): void;
  /**
   * What SES would publish for one outbox mail (a hard bounce, a complaint, a reject or a delay),
   * handled as the mail-events Lambda handles it in AWS (services/src/mail/mail-events.ts).
   */
  mailEvent(mailId: string, eventType: 'Bounce' | 'Complaint' | 'Reject' | 'DeliveryDelay'): Promise<void>;
  stop(): Promise<void>;
}

/** Builds the SES event notification of one outbox mail and runs the mail-events handler on it. */
async function simulateMailEvent(
  outbox: Outbox,
  mailId: string,
  eventType: 'Bounce' | 'Complaint' | 'Reject' | 'DeliveryDelay',
): Promise<void> {
  const mail = outbox.get(mailId);
  if (!mail) throw new Error(`No outbox mail ${mailId}`);
  const recipients = mail.to.map((emailAddress) => ({ emailAddress }));
  const { handleMailEvent } = await import('../src/mail/mail-events');
  await handleMailEvent({
    eventType,
    mail: {
      messageId: mail.id,
      destination: mail.to,
      tags: Object.fromEntries(Object.entries(mail.tags ?? {}).map(([k, v]) => [k, [v]])),
    },
    ...(eventType === 'Bounce' ? { bounce: { bounceType: 'Permanent', bouncedRecipients: recipients } } : {}),
    ...(eventType === 'Complaint' ? { complaint: { complainedRecipients: recipients } } : {}),
  });
}

const NAMES = {
  table: 'site-local',
  media: 'site-local-media',
  uploads: 'site-local-uploads',
  site: 'site-local-site',
};

async function part<T extends { url: string; stop(): Promise<void> }>(
  startFn: () => Promise<T>,
): Promise<StackPart> {
  let current: T | null = await startFn();
  const url = current.url;
  return {
    url,
    stop: async () => {
      await current?.stop();
      current = null;
    },
    start: async () => {
      if (!current) current = await startFn();
    },
  };
}

/**
 * Starts the embedded AWS stack in this process: dynalite, s3rver,
 * cognito-local, the SES outbox and the gateway that serves the site and
 * /api/v1 on one origin. Creates what is missing and seeds demo data.
 */
export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  // Before anything is seeded, so demo data is relative to the stack's now.
  if (opts.now) setClock(opts.now);
  mkdirSync(opts.dataDir, { recursive: true });
  const port = opts.port || (await freePort());
  const pick = async (name: 'dynamo' | 's3' | 'cognito' | 'ses') => opts.ports?.[name] || (await freePort());
  const [dynamoPort, s3Port, cognitoPort, sesPort] = await Promise.all([
    pick('dynamo'),
    pick('s3'),
    pick('cognito'),
    pick('ses'),
  ]);
  const siteUrl = `http://localhost:${port}`;

  const outbox = new Outbox(join(opts.dataDir, 'outbox'));
  const ses = await part(() => startOutboxServer(outbox, sesPort));
  const dynamo = await part(() =>
    startDynalite({ dataDir: join(opts.dataDir, 'dynamodb'), port: dynamoPort }),
  );
  const host = opts.host ?? (process.env.HOST || '127.0.0.1');
  // s3rver on a private port for the handlers; browsers reach S3 through the guard on S3_PORT.
  const s3InternalPort = await freePort();
  const s3 = await part(() =>
    startS3rver({
      dataDir: join(opts.dataDir, 's3'),
      port: s3InternalPort,
      buckets: Object.values(NAMES).slice(1),
      siteOrigin: siteUrl,
    }),
  );
  const s3Guard = await startS3Guard({
    upstream: s3.url,
    port: s3Port,
    host,
    credentials: LOCAL_CREDENTIALS,
    region: LOCAL_REGION,
  });
  const cognito = await part(() =>
    startCognito({
      dataDir: join(opts.dataDir, 'cognito'),
      port: cognitoPort,
      outbox,
      siteUrl: () => siteUrl,
      quiet: opts.quiet,
      // The pool's PostConfirmation trigger, imported when first fired (the env below is set by then).
      onPasswordReset: async (event) => (await import('../src/tasks/password-reset-lambda')).handler(event),
    }),
  );

  await ensureTable(dynamo.url, NAMES.table);
  const { userPoolId, clientId } = await ensureUserPool(cognito.url);
  await ensureSuperAdmin(cognito.url, userPoolId, opts.admin.email, opts.admin.password);

  // The handlers read these once, at import: set them before the first import.
  const env: Record<string, string> = {
    STAGE: 'local',
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    TABLE_NAME: NAMES.table,
    MEDIA_BUCKET: NAMES.media,
    UPLOADS_BUCKET: NAMES.uploads,
    SITE_BUCKET: NAMES.site,
    USER_POOL_ID: userPoolId,
    USER_POOL_CLIENT_ID: clientId,
    SITE_URL: siteUrl,
    DYNAMODB_ENDPOINT: dynamo.url,
    S3_ENDPOINT: s3.url,
    S3_PUBLIC_ENDPOINT: s3Guard.url,
    SES_ENDPOINT: ses.url,
    COGNITO_ENDPOINT: cognito.url,
    LOG_LEVEL: opts.quiet ? 'silent' : 'info',
    ABUSE_LIMITS: opts.abuseLimits === false ? 'off' : 'on',
    // Not a handler setting (the CDK never sets it): lets a test's sweep name its records.
    SWEEP_SCOPES: opts.forTests ? 'on' : 'off',
  };
  Object.assign(process.env, env);
  // Guard: if anything imported the handlers' env module before this point, it parsed the wrong values.
  const handlersEnv = (await import('../src/lib/env')).env;
  if (handlersEnv.DYNAMODB_ENDPOINT !== dynamo.url) {
    throw new Error(
      'services/src/lib/env.ts was imported before the local stack set its env; import it lazily',
    );
  }
  // The handlers' EMF figures: printed as in Lambda and kept for /admin/operations (metrics-store.ts).
  const metricsStore = createMetricsStore(join(opts.dataDir, 'metrics.jsonl'), !opts.quiet);
  const [metricsModule, opsSource] = await Promise.all([
    import('../src/lib/metrics'),
    import('../src/lib/ops-metrics-source'),
  ]);
  metricsModule.setEmfSink(metricsStore.sink);
  opsSource.setOpsReader(metricsStore.read);
  await copyTemplatesToSiteBucket(s3.url, NAMES.site, opts.webRoot, siteUrl);
  await seedDemoContent(env, {
    traffic: opts.demoTraffic ?? true,
    adminEmail: opts.admin.email,
    adminPassword: opts.admin.password,
  });
  // What the deploy Trigger does after a deploy: render every page from stored data and the new
  // templates, and member records for members created before them (see member-backfill.ts).
  const { runSiteMaintenance } = await import('../src/tasks/site-maintenance');
  await runSiteMaintenance('deploy');

  const runtimeConfig = {
    apiBase: '/api/v1',
    region: LOCAL_REGION,
    userPoolId,
    userPoolClientId: clientId,
    cognitoEndpoint: cognito.url,
    siteUrl,
    mediaBaseUrl: '/media',
  };

  const verifyToken = createJwtVerifier({
    issuer: `${cognito.url}/${userPoolId}`,
    audience: clientId,
    jwksUrl: `${cognito.url}/${userPoolId}/.well-known/jwks.json`,
  });
  const featuresDir = join(import.meta.dirname, '..', 'src', 'features');
  const loadFeature = async (feature: string) => {
    const mod = await import(pathToFileURL(join(featuresDir, feature, 'lambda.ts')).href);
    return mod.handler;
  };

  const cspModule = await loadCspModule();
  const origins = { cognito: cognito.url, s3: s3Guard.url };
  const sitePolicy =
    opts.csp === false
      ? null
      : typeof opts.csp === 'function'
        ? opts.csp(origins)
        : (opts.csp ??
          cspModule.buildLocalCsp({
            scriptHashes: cspModule.siteScriptHashes(opts.webRoot),
            cognitoOrigin: origins.cognito,
            uploadOrigins: [origins.s3],
          }));
  const siteHeaders = cspModule.securityHeaderValues(sitePolicy ?? '');
  if (!sitePolicy) delete siteHeaders['content-security-policy'];
  const apiHeaders = cspModule.securityHeaderValues(cspModule.API_CSP);
  const fallback = siteFallback({
    webRoot: opts.webRoot,
    s3Url: s3.url,
    buckets: { media: NAMES.media, site: NAMES.site },
    outbox,
    runtimeConfig,
  });

  const clientAddress = clientAddressResolver(opts.forTests ?? false);
  const rateLimiter = createRateLimiter(
    opts.rateLimit ?? parseRateLimit(process.env.LOCAL_RATE_LIMIT),
    Date.now,
    undefined,
    undefined,
    clientAddress,
  );
  const collectLimiter = createRateLimiter(
    opts.collectRateLimit ??
      (process.env.LOCAL_COLLECT_RATE_LIMIT
        ? parseRateLimit(process.env.LOCAL_COLLECT_RATE_LIMIT)
        : COLLECT_RATE_LIMIT),
    Date.now,
    [COLLECT_ROUTE],
    COLLECT_RATE_LIMIT.message,
    clientAddress,
  );
  // In AWS the WAF answers these and its metrics count them; here the operational figures do.
  const countLimited = () =>
    import('../src/lib/metrics').then((m) => m.countMetrics({ rateLimited: 1 })).catch(() => undefined);
  const gate: typeof rateLimiter.gate = (route, req) => {
    const refused = rateLimiter.gate(route, req) ?? collectLimiter.gate(route, req);
    if (refused) void countLimited();
    return refused;
  };
  const gateway = createGateway({
    port,
    verifyToken,
    loadFeature,
    fallback,
    gate,
    headers: (isApi) => (isApi ? apiHeaders : siteHeaders),
    clientAddress,
  });
  await new Promise<void>((resolve, reject) => {
    gateway.once('error', reject);
    gateway.listen(port, host, () => resolve());
  });

  return {
    url: siteUrl,
    runtimeConfig,
    outbox,
    env,
    parts: { dynamo, s3, cognito, ses },
    rateLimiter,
    address: gateway.address() as AddressInfo,
    collectLimiter,
    setNow: (instant) => setClock(instant),
    mailEvent: (mailId, eventType) => simulateMailEvent(outbox, mailId, eventType),
    stop: async () => {
      setClock(null);
      metricsModule.setEmfSink(null);
      opsSource.setOpsReader(null);
      gateway.closeAllConnections();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
      await cognito.stop();
      await s3Guard.stop();
      await s3.stop();
      await dynamo.stop();
      await ses.stop();
    },
  };
}
