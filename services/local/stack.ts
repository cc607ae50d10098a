import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startCognito } from './cognito';
import { ensureSuperAdmin, ensureUserPool } from './cognito-setup';
import { ensureTable, startDynalite } from './dynamo';
import { createGateway } from './gateway';
import { createJwtVerifier } from './jwt-verifier';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-aws';
import { Outbox } from './outbox';
import { startOutboxServer } from './outbox-server';
import { freePort } from './ports';
import { createRateLimiter, parseRateLimit, type RateLimit, type RateLimiter } from './rate-limit';
import { startS3rver } from './s3';
import { seedDemoContent } from './seed';
import { copyTemplatesToSiteBucket, serveFromSiteBucket } from './site-bucket';
import { serveSite } from './static-site';

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
  /**
   * A Content-Security-Policy header for everything that is not /api/v1 (the
   * site, as CloudFront adds it). Off by default; test/resilience/browser-csp.test.ts
   * passes the production policy (infra/lib/csp.ts) to check pages for violations.
   */
  csp?: string | ((origins: { cognito: string; s3: string }) => string);
}

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
  stop(): Promise<void>;
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
  const s3 = await part(() =>
    startS3rver({
      dataDir: join(opts.dataDir, 's3'),
      port: s3Port,
      buckets: Object.values(NAMES).slice(1),
      siteOrigin: siteUrl,
    }),
  );
  const cognito = await part(() =>
    startCognito({
      dataDir: join(opts.dataDir, 'cognito'),
      port: cognitoPort,
      outbox,
      siteUrl: () => siteUrl,
      quiet: opts.quiet,
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
    MEDIA_BASE_URL: `${siteUrl}/media`,
    DYNAMODB_ENDPOINT: dynamo.url,
    S3_ENDPOINT: s3.url,
    SES_ENDPOINT: ses.url,
    COGNITO_ENDPOINT: cognito.url,
    LOG_LEVEL: opts.quiet ? 'silent' : 'info',
  };
  Object.assign(process.env, env);
  // Guard: if anything imported the handlers' env module before this point, it parsed the wrong values.
  const handlersEnv = (await import('../src/lib/env')).env;
  if (handlersEnv.DYNAMODB_ENDPOINT !== dynamo.url) {
    throw new Error(
      'services/src/lib/env.ts was imported before the local stack set its env; import it lazily',
    );
  }
  await copyTemplatesToSiteBucket(s3.url, NAMES.site, opts.webRoot);
  await seedDemoContent(env);
  // What the deploy Trigger does after a deploy: render every page from stored data and the new templates.
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

  const csp = typeof opts.csp === 'function' ? opts.csp({ cognito: cognito.url, s3: s3.url }) : opts.csp;
  const fallback = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (csp) res.setHeader('content-security-policy', csp);
    if (url.pathname === '/config.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(JSON.stringify(runtimeConfig));
      return;
    }
    if (url.pathname === '/_local/outbox') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(outbox.renderPage());
      return;
    }
    if (url.pathname.startsWith('/media/')) {
      // CloudFront's /media/* behaviour: the public media bucket, read-only. CloudFront forwards
      // the path unchanged, so /media/x is the object `media/x` (pending/ uploads stay private).
      const upstream = await fetch(`${s3.url}/${NAMES.media}${url.pathname}`).catch(() => null);
      if (!upstream?.ok || req.method !== 'GET') {
        res.writeHead(upstream?.status === 404 || upstream?.status === 403 ? 404 : (upstream?.status ?? 503));
        res.end();
        return;
      }
      res.writeHead(200, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
      });
      res.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    // Pages the API renders (lists, section pages, posts, jobs), sitemaps and the feed live in the
    // site bucket, served first as CloudFront serves the bucket; the rest is the web build.
    if (await serveFromSiteBucket(s3.url, NAMES.site, req, res, url)) return;
    serveSite(opts.webRoot, req, res, url);
  };

  const rateLimiter = createRateLimiter(opts.rateLimit ?? parseRateLimit(process.env.LOCAL_RATE_LIMIT));
  const gateway = createGateway({ port, verifyToken, loadFeature, fallback, gate: rateLimiter.gate });
  await new Promise<void>((resolve, reject) => {
    gateway.once('error', reject);
    gateway.listen(port, () => resolve());
  });

  return {
    url: siteUrl,
    runtimeConfig,
    outbox,
    env,
    parts: { dynamo, s3, cognito, ses },
    rateLimiter,
    stop: async () => {
      gateway.closeAllConnections();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
      await cognito.stop();
      await s3.stop();
      await dynamo.stop();
      await ses.stop();
    },
  };
}
