import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_ORIGIN_PLACEHOLDER } from '@app/shared/site-origin';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SiteApp } from './build-app';
import { WEB_ROOT } from './stage-site';
import {
  BUILD_MACHINE_URL,
  type CfnTemplate,
  filesUnder,
  publishedLinks,
  sitePagesAsset,
  templatesOf,
} from './testing/assembly';
import { CFN_LINT_IGNORED, cfnLint, cfnLintOnPath } from './testing/cfn-lint';
import { PROD_ADDRESS_FLAGS } from './testing/contexts';
import { ensureBundles, REHEARSAL_DOMAIN, STAGE_CONTEXT, synthStage } from './testing/synth';
import { importsInsideSplitOrSelect } from './testing/template-shapes';

/**
 * The deploy rehearsal: both stages synthesised as their first deploy would
 * be (prod with a domain, certificate, alarm address and sender; dev with no
 * -c flag at all), then everything the cloud assembly would upload is read.
 * Synthesised, not deployed: nothing here talks to AWS.
 */
const sites: Record<'prod' | 'dev', SiteApp> = {} as Record<'prod' | 'dev', SiteApp>;

beforeAll(async () => {
  await ensureBundles();
  sites.prod = synthStage('prod');
  sites.dev = synthStage('dev');
});

const PROD_ORIGIN = `https://${REHEARSAL_DOMAIN}`;
/** The distribution's own name, which dev's page deployment writes over the placeholder. */
const DISTRIBUTION_ORIGIN = {
  'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.any(String), 'DomainName'] }]],
};

function resourcesOf(site: SiteApp, type: string) {
  return [...templatesOf(site).values()].flatMap((t) =>
    Object.entries(t.Resources)
      .filter(([, r]) => r.Type === type)
      .map(([id, r]) => ({ id, ...r })),
  );
}

describe.each(['prod', 'dev'] as const)('%s cloud assembly', (stage) => {
  /**
   * Library files in the dependencies layer whose documented defaults name a loopback address
   * that is not ours: the X-Ray SDK's daemon default (127.0.0.1:2000), which Lambda replaces with
   * AWS_XRAY_DAEMON_ADDRESS under Active tracing.
   */
  const LIBRARY_DEFAULTS = ['node_modules/aws-xray-sdk-core/dist/lib/daemon_config.js'];

  it('holds no build-machine URL in any template or asset (only dev may let its local servers upload)', () => {
    const site = sites[stage];
    const hits: string[] = [];
    for (const [name, template] of templatesOf(site)) {
      const copy = structuredClone(template) as CfnTemplate;
      if (stage === 'dev') {
        for (const r of Object.values(copy.Resources))
          if (r.Type === 'Custom::UploadCors') delete r.Properties;
      }
      if (BUILD_MACHINE_URL.test(JSON.stringify(copy))) hits.push(`${name} template`);
    }
    const layerKeys = JSON.stringify(resourcesOf(site, 'AWS::Lambda::LayerVersion'));
    for (const file of filesUnder(site.app.outdir)) {
      if (file.endsWith('.template.json')) continue;
      if (file.endsWith('.zip')) {
        // Zips are CDK's own AWS CLI layer (for the page deployment); every asset we build is a folder.
        expect(layerKeys).toContain(basename(file).replace(/^asset\./, ''));
        continue;
      }
      if (LIBRARY_DEFAULTS.some((p) => file.endsWith(p))) continue;
      if (BUILD_MACHINE_URL.test(readFileSync(file, 'latin1'))) hits.push(relative(site.app.outdir, file));
    }
    expect(hits).toEqual([]);
  });

  it('passes cdk-nag and the Control Tower rules (cfn-guard): every exception acknowledged with a reason', () => {
    const report = JSON.parse(readFileSync(join(sites[stage].app.outdir, 'validation-report.json'), 'utf8'));
    const plugins = report.pluginReports as Array<{
      pluginName: string;
      violations: unknown[];
      suppressedViolations?: Array<{ reason?: string; ruleName: string }>;
    }>;
    // cfn-guard reports its acknowledged findings here; cdk-nag's are checked in nag.test.ts.
    expect(plugins.map((p) => p.pluginName)).toContain('cfn-guard');
    for (const plugin of plugins) {
      // The one finding left on purpose: a hint to the deployer of a stage that has no sender yet.
      const open = (plugin.violations as Array<{ ruleName: string }>).filter(
        (v) => !(stage === 'dev' && v.ruleName === 'Annotation::CognitoDefaultMail'),
      );
      expect(open).toEqual([]);
      for (const s of plugin.suppressedViolations ?? [])
        expect(s.reason?.length, s.ruleName).toBeGreaterThan(40);
    }
  });

  it.runIf(cfnLintOnPath())(`passes cfn-lint, ${CFN_LINT_IGNORED.join(', ')} ignored`, () => {
    expect(cfnLint(sites[stage])).toEqual([]);
  });

  it('splits no imported value in any template (cfn-lint E1017)', () => {
    for (const template of templatesOf(sites[stage]).values())
      expect(importsInsideSplitOrSelect(template)).toEqual([]);
  });

  it('deploys its own site build, never web/dist (what npm start and the browser tests serve)', () => {
    const { webDist } = sites[stage].edge;
    expect(webDist).not.toBe(WEB_ROOT);
    expect(relative(WEB_ROOT, webDist).startsWith('..')).toBe(true);
    expect(existsSync(join(webDist, 'index.html'))).toBe(true);
  });
});

describe('prod, with a custom domain', () => {
  it('points every canonical, og:url, sitemap <loc> and robots Sitemap: at the domain', () => {
    const links = publishedLinks(sitePagesAsset(sites.prod));
    expect(links.canonical?.length).toBeGreaterThan(15);
    expect(links['og:url']?.length).toBeGreaterThan(15);
    expect(links['sitemap loc']?.length).toBeGreaterThan(15);
    expect(links['robots Sitemap']).toEqual([`${PROD_ORIGIN}/sitemap.xml`]);
    // The build has no feed; /blogs/rss.xml is written at run time with the same origin (lib/site-url.ts).
    for (const [kind, urls] of Object.entries(links)) {
      for (const url of urls) expect(url, kind).toMatch(new RegExp(`^${PROD_ORIGIN}(/|$)`));
    }
    expect(readFileSync(join(sitePagesAsset(sites.prod), 'llms.txt'), 'utf8')).toContain(`${PROD_ORIGIN}/`);
  });

  it('writes the domain nowhere as a placeholder, and publishes it for the Lambdas', () => {
    const pages = sitePagesAsset(sites.prod);
    expect(
      filesUnder(pages).filter((f) => readFileSync(f, 'latin1').includes(SITE_ORIGIN_PLACEHOLDER)),
    ).toEqual([]);
    const [param] = resourcesOf(sites.prod, 'AWS::SSM::Parameter');
    expect(param?.Properties).toMatchObject({ Name: '/site/prod/site-url', Value: PROD_ORIGIN });
    const [pagesDeployment] = resourcesOf(sites.prod, 'Custom::CDKBucketDeployment').filter((d) =>
      d.id.includes('Pages'),
    );
    expect(JSON.stringify(pagesDeployment?.Properties?.SourceMarkers)).not.toContain(SITE_ORIGIN_PLACEHOLDER);
  });

  it('lets only the site origin upload', () => {
    for (const cors of resourcesOf(sites.prod, 'Custom::UploadCors')) {
      expect(JSON.stringify(cors.Properties?.Create)).toContain(
        `\\"AllowedOrigins\\":[\\"${PROD_ORIGIN}\\"]`,
      );
    }
  });
});

describe('dev, with no domain (the CloudFront name is the site URL)', () => {
  it('builds the pages with the placeholder and has the page deployment write the distribution name over it', () => {
    const links = publishedLinks(sitePagesAsset(sites.dev));
    expect(links.canonical?.length).toBeGreaterThan(15);
    for (const [kind, urls] of Object.entries(links)) {
      for (const url of urls) expect(url, kind).toMatch(new RegExp(`^${SITE_ORIGIN_PLACEHOLDER}(/|$)`));
    }
    const [pagesDeployment] = resourcesOf(sites.dev, 'Custom::CDKBucketDeployment').filter((d) =>
      d.id.includes('Pages'),
    );
    const [pageMarkers] = (pagesDeployment?.Properties?.SourceMarkers ?? []) as Array<
      Record<string, unknown>
    >;
    expect(pageMarkers).toEqual({ [SITE_ORIGIN_PLACEHOLDER]: DISTRIBUTION_ORIGIN });
  });

  it('keeps the placeholder out of what the marker does not reach: hashed assets and CSP-hashed scripts', () => {
    const site = sites.dev.edge.webDist;
    const assets = filesUnder(join(site, 'assets'));
    expect(assets.filter((f) => readFileSync(f, 'latin1').includes(SITE_ORIGIN_PLACEHOLDER))).toEqual([]);
    for (const page of filesUnder(site).filter((f) => f.endsWith('.html'))) {
      for (const m of readFileSync(page, 'utf8').matchAll(
        /<script(?![^>]*(src=|ld\+json))[^>]*>([\s\S]*?)<\/script>/g,
      )) {
        expect(m[2]).not.toContain(SITE_ORIGIN_PLACEHOLDER);
      }
    }
  });

  it('publishes the distribution name as the site URL to the Lambdas, the upload CORS rule and the page refresh', () => {
    const [param] = resourcesOf(sites.dev, 'AWS::SSM::Parameter');
    expect(param?.Properties).toMatchObject({ Name: '/site/dev/site-url', Value: DISTRIBUTION_ORIGIN });
    const [trigger] = resourcesOf(sites.dev, 'Custom::Trigger');
    expect(trigger?.Properties?.SiteUrl).toEqual(DISTRIBUTION_ORIGIN);
    for (const cors of resourcesOf(sites.dev, 'Custom::UploadCors')) {
      const create = JSON.stringify(cors.Properties?.Create);
      expect(create).toContain('"https://",{"Fn::GetAtt":');
      expect(create).toContain('http://localhost:5173');
    }
  });
});

describe.each(['prod', 'dev'] as const)('%s Lambdas', (stage) => {
  it('read the site URL at run time; none carries one baked in at synth', () => {
    const functions = resourcesOf(sites[stage], 'AWS::Lambda::Function');
    const ours = functions.filter((f) => /^site-/.test(String(f.Properties?.FunctionName ?? '')));
    expect(ours.length).toBeGreaterThan(15);
    for (const fn of ours) {
      const env = (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)
        ?.Variables;
      if (fn.Properties?.FunctionName === `site-${stage}-not-found`) continue;
      expect(env?.SITE_URL, String(fn.Properties?.FunctionName)).toBeUndefined();
      expect(env?.SITE_URL_PARAMETER).toBe(`/site/${stage}/site-url`);
    }
  });
});

/** A mail address on a domain reserved for examples (RFC 2606/6761): nothing is ever delivered there. */
const PLACEHOLDER_ADDRESS =
  /[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)*(?:example\.(?:com|org|net)|[a-z0-9-]+\.(?:invalid|test|example))\b/i;

/**
 * The files a visitor can get: every file but the hashed assets, and the
 * assets those load, transitively. A rebuild keeps the previous build's
 * recent assets beside the new ones (web/scripts/build.ts), which no page of
 * this build loads any more.
 */
function publishedFiles(site: string): string[] {
  const assetDir = join(site, 'assets');
  const all = filesUnder(site);
  const queue = all.filter((f) => !f.startsWith(assetDir));
  const seen = new Set(queue);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const [, name] of readFileSync(file, 'latin1').matchAll(
      /\b(?:assets\/|\.\/)([\w.-]+\.(?:js|css))/g,
    )) {
      const asset = join(assetDir, name as string);
      if (!seen.has(asset) && existsSync(asset)) {
        seen.add(asset);
        queue.push(asset);
      }
    }
  }
  expect([...seen].filter((f) => f.startsWith(assetDir)).length).toBeGreaterThan(10);
  return [...seen];
}

describe('prod addresses', () => {
  it('holds no example.com address in any Lambda environment, template or published file', () => {
    const hits: string[] = [];
    for (const fn of resourcesOf(sites.prod, 'AWS::Lambda::Function')) {
      const env = JSON.stringify(fn.Properties?.Environment ?? {});
      if (PLACEHOLDER_ADDRESS.test(env)) hits.push(`${fn.id} environment: ${env.match(PLACEHOLDER_ADDRESS)}`);
    }
    for (const [name, template] of templatesOf(sites.prod)) {
      const text = JSON.stringify(template);
      if (PLACEHOLDER_ADDRESS.test(text)) hits.push(`${name}: ${text.match(PLACEHOLDER_ADDRESS)}`);
    }
    const site = sites.prod.edge.webDist;
    for (const file of publishedFiles(site)) {
      const match = readFileSync(file, 'latin1').match(PLACEHOLDER_ADDRESS);
      if (match) hits.push(`${relative(site, file)}: ${match[0]}`);
    }
    expect(hits).toEqual([]);
  });

  it("publishes the stage's contact addresses in the pages and sends notifications to its inboxes", () => {
    const pages = sitePagesAsset(sites.prod);
    const contact = readFileSync(join(pages, 'contact-us', 'index.html'), 'utf8');
    for (const office of [PROD_ADDRESS_FLAGS.noidaEmail, PROD_ADDRESS_FLAGS.washingtonEmail])
      expect(contact).toContain(`href="mailto:${office}"`);
    const privacy = readFileSync(join(pages, 'privacy-policy', 'index.html'), 'utf8');
    expect(privacy).toContain(PROD_ADDRESS_FLAGS.privacyEmail);
    expect(readFileSync(join(pages, 'llms.txt'), 'utf8')).toContain(PROD_ADDRESS_FLAGS.helloEmail);
    const envs = resourcesOf(sites.prod, 'AWS::Lambda::Function').map((f) =>
      JSON.stringify(f.Properties?.Environment ?? {}),
    );
    expect(envs.some((e) => e.includes(`"SALES_INBOX":"${PROD_ADDRESS_FLAGS.salesInbox}"`))).toBe(true);
    expect(envs.some((e) => e.includes(`"HR_INBOX":"${PROD_ADDRESS_FLAGS.hrInbox}"`))).toBe(true);
  });
});

/**
 * The README's first-deploy steps, by their bold names, in order. The
 * rehearsal below walks the same steps; the first test fails when the
 * README's list and this one differ.
 */
const FIRST_DEPLOY_STEPS = [
  'Bootstrap',
  'SES production access',
  'Sender domain',
  'Deploy with every address',
  'Check it',
  'Create the first SuperAdmin',
  'Add a custom domain later',
];
const README = fileURLToPath(new URL('../README.md', import.meta.url));

describe("first prod deploy, in the README's order", () => {
  it('follows the steps infra/README.md lists, in the same order', () => {
    const text = readFileSync(README, 'utf8');
    const section = text.slice(text.indexOf('## First deploy of a new account, in order'));
    const list = section.slice(0, section.indexOf('\n### '));
    const steps = [...list.matchAll(/^\d+\. \*\*([^*]+)\*\*/gm)].map((m) => m[1]);
    expect(steps).toEqual(FIRST_DEPLOY_STEPS);
  });

  it('steps 1-3 (bootstrap, SES access, sender domain) happen outside CDK: no stack creates an SES identity', () => {
    expect(resourcesOf(sites.prod, 'AWS::SES::EmailIdentity')).toEqual([]);
  });

  it('step 4 refuses to synthesise before every address is set, naming the flags still missing', () => {
    const {
      salesInbox: _s,
      hrInbox: _h,
      mailFrom: _m,
      ...partial
    } = STAGE_CONTEXT.prod as Record<string, string>;
    expect(() =>
      buildApp({ context: { stage: 'prod', ...partial } }, { site: () => sites.prod.edge.webDist }),
    ).toThrow(/-c salesInbox=…[\s\S]*-c hrInbox=…[\s\S]*-c mailFrom=…/);
  });

  it('step 7 adds a custom domain as an update: nothing created or deleted, the Api unchanged, in Stateful only the invitation link', () => {
    // The first deploy without a domain (same flags), with the same web build: only the templates matter here.
    const withoutDomain = buildApp(
      { context: { stage: 'prod', ...STAGE_CONTEXT.prod, domainName: '', certificateArn: '' } },
      { site: () => sites.prod.edge.webDist },
    );
    const before = templatesOf(withoutDomain);
    const after = templatesOf(sites.prod);
    // Same logical ids and types in every stack: CloudFormation updates in place, creates and deletes nothing.
    const shape = (t?: CfnTemplate) =>
      Object.entries(t?.Resources ?? {})
        .map(([id, r]) => `${id} ${r.Type}`)
        .sort();
    for (const [name, template] of after) expect(shape(template), name).toEqual(shape(before.get(name)));
    // What changes, property by property: the staff invitation's link, and in the Edge stack the
    // distribution's alias and certificate and whatever carries the site URL.
    const changed = (name: string) =>
      Object.entries(after.get(name)?.Resources ?? {})
        .filter(([id, r]) => JSON.stringify(r) !== JSON.stringify(before.get(name)?.Resources[id]))
        .map(([, r]) => r);
    const statefulChanges = changed('Site-prod-Stateful');
    expect(statefulChanges.map((r) => r.Type)).toEqual(['AWS::Cognito::UserPool']);
    const pool = Object.values(before.get('Site-prod-Stateful')?.Resources ?? {}).find(
      (r) => r.Type === 'AWS::Cognito::UserPool',
    );
    expect({ ...statefulChanges[0]?.Properties, AdminCreateUserConfig: null }).toEqual({
      ...pool?.Properties,
      AdminCreateUserConfig: null,
    });
    expect(changed('Site-prod-Api')).toEqual([]);
    const edgeBefore = before.get('Site-prod-Edge')?.Resources ?? {};
    const edgeAfter = after.get('Site-prod-Edge')?.Resources ?? {};
    const distribution = Object.values(edgeAfter).find((r) => r.Type === 'AWS::CloudFront::Distribution');
    const config = (distribution?.Properties?.DistributionConfig ?? {}) as { Aliases?: string[] };
    const aliases = config.Aliases;
    expect(aliases).toEqual([REHEARSAL_DOMAIN]);
    // The new URL reaches the Lambdas (SSM), and the page refresh runs again with it.
    const param = Object.values(edgeAfter).find((r) => r.Type === 'AWS::SSM::Parameter');
    expect(param?.Properties?.Value).toBe(PROD_ORIGIN);
    const trigger = Object.values(edgeAfter).find((r) => r.Type === 'Custom::Trigger');
    const triggerBefore = Object.values(edgeBefore).find((r) => r.Type === 'Custom::Trigger');
    expect(trigger?.Properties?.SiteUrl).toBe(PROD_ORIGIN);
    expect(triggerBefore?.Properties?.SiteUrl).not.toEqual(PROD_ORIGIN);
  });
});
