/**
 * `npm run smoke -- --url <site>`: checks a deployed (or local) site end to
 * end, reading only: the API's health, /config.json, a prerendered page whose
 * canonical is on the same host, a sitemap the Lambdas write at run time, and
 * a staff sign-in when credentials are given (Cognito's InitiateAuth, then the
 * member's own profile). It writes no data.
 */
import { API_BASE } from '@app/shared/api-routes';

export interface SmokeOptions {
  readonly url: string;
  readonly email?: string;
  readonly password?: string;
  /** Injectable for tests; global fetch by default. */
  readonly fetch?: typeof fetch;
}

export interface SmokeResult {
  readonly check: string;
  readonly ok: boolean;
  readonly detail: string;
}

/** The page every build prerenders and the runtime sitemaps the Lambdas publish (services/src/lib/site-pages.ts). */
const PRERENDERED_PAGE = '/about-us';
const RUNTIME_SITEMAPS = ['sitemap-blogs.xml', 'sitemap-case-studies.xml', 'sitemap-jobs.xml'];

type Check = (ctx: Context) => Promise<string>;
interface Context {
  readonly origin: string;
  readonly get: (path: string, init?: RequestInit) => Promise<Response>;
  config?: Record<string, string>;
  token?: string;
  readonly options: SmokeOptions;
}

class SmokeFailure extends Error {}
const fail = (message: string): never => {
  throw new SmokeFailure(message);
};

async function expectOk(res: Response, what: string): Promise<void> {
  if (!res.ok) fail(`${what} answered ${res.status}`);
}

const health: Check = async ({ get }) => {
  const res = await get(`${API_BASE}/health`);
  await expectOk(res, 'GET /api/v1/health');
  const body = (await res.json()) as { data?: { status?: string; stage?: string } };
  if (body.data?.status !== 'ok') fail(`health says ${JSON.stringify(body)}`);
  return `status ok, stage ${body.data?.stage}`;
};

const runtimeConfig: Check = async (ctx) => {
  const res = await ctx.get('/config.json');
  await expectOk(res, 'GET /config.json');
  const config = (await res.json()) as Record<string, string>;
  const missing = ['apiBase', 'userPoolId', 'userPoolClientId', 'region', 'siteUrl'].filter(
    (k) => !config[k],
  );
  if (missing.length > 0) fail(`config.json lacks ${missing.join(', ')}`);
  if (config.siteUrl !== ctx.origin) fail(`config.json siteUrl is ${config.siteUrl}, not ${ctx.origin}`);
  ctx.config = config;
  return `siteUrl ${config.siteUrl}, pool ${config.userPoolId}`;
};

const prerenderedPage: Check = async ({ get, origin }) => {
  const res = await get(PRERENDERED_PAGE);
  await expectOk(res, `GET ${PRERENDERED_PAGE}`);
  const html = await res.text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!canonical) fail(`${PRERENDERED_PAGE} has no canonical link (not prerendered?)`);
  if (new URL(canonical as string).host !== new URL(origin).host) {
    fail(`${PRERENDERED_PAGE} canonical ${canonical} is not on ${new URL(origin).host}`);
  }
  if (!/<h1[\s>]/.test(html)) fail(`${PRERENDERED_PAGE} has no content in its HTML`);
  return `canonical ${canonical}`;
};

const runtimeSitemap: Check = async ({ get, origin }) => {
  for (const name of RUNTIME_SITEMAPS) {
    const res = await get(`/${name}`);
    if (!res.ok) continue;
    const xml = await res.text();
    if (!xml.includes('<urlset')) fail(`/${name} is not a sitemap`);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
    const foreign = locs.filter((loc) => !loc.startsWith(`${origin}/`));
    if (foreign.length > 0) fail(`/${name} lists URLs off ${origin}: ${foreign.slice(0, 3).join(', ')}`);
    return `/${name}: ${locs.length} URLs on ${origin}`;
  }
  return fail(`none of ${RUNTIME_SITEMAPS.join(', ')} exists (has the site-maintenance task run?)`);
};

const staffSignIn: Check = async (ctx) => {
  const { email, password } = ctx.options;
  const config = ctx.config ?? fail('needs config.json');
  const endpoint = config.cognitoEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com`;
  const res = await (ctx.options.fetch ?? fetch)(`${endpoint}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const auth = (await res.json()) as {
    AuthenticationResult?: { IdToken?: string };
    ChallengeName?: string;
    message?: string;
  };
  if (auth.ChallengeName) fail(`sign-in asks for ${auth.ChallengeName}: finish it in the browser first`);
  const token = auth.AuthenticationResult?.IdToken ?? fail(`sign-in refused: ${auth.message ?? res.status}`);
  const profile = await ctx.get(`${API_BASE}/user/get-profile`, { headers: { token } });
  await expectOk(profile, 'GET /api/v1/user/get-profile with the ID token');
  const body = (await profile.json()) as { data?: { email?: string } };
  return `signed in as ${body.data?.email ?? email}`;
};

export async function runSmoke(options: SmokeOptions): Promise<SmokeResult[]> {
  const origin = new URL(options.url).origin;
  const doFetch = options.fetch ?? fetch;
  const ctx: Context = {
    origin,
    options,
    get: (path, init) => doFetch(`${origin}${path}`, { redirect: 'manual', ...init }),
  };
  const checks: Array<[string, Check]> = [
    ['API health', health],
    ['config.json', runtimeConfig],
    ['prerendered page', prerenderedPage],
    ['runtime sitemap', runtimeSitemap],
  ];
  if (options.email && options.password) checks.push(['staff sign-in', staffSignIn]);
  const results: SmokeResult[] = [];
  for (const [check, run] of checks) {
    try {
      results.push({ check, ok: true, detail: await run(ctx) });
    } catch (error) {
      const detail =
        error instanceof SmokeFailure
          ? error.message
          : `${(error as Error).name}: ${(error as Error).message}`;
      results.push({ check, ok: false, detail });
    }
  }
  if (!options.email || !options.password) {
    results.push({ check: 'staff sign-in', ok: true, detail: 'skipped (pass --email and --password)' });
  }
  return results;
}

export function formatSmoke(url: string, results: readonly SmokeResult[]): string {
  const width = Math.max(...results.map((r) => r.check.length));
  return [
    `Smoke test of ${url}:`,
    ...results.map((r) => `  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.check.padEnd(width)}  ${r.detail}`),
  ].join('\n');
}
