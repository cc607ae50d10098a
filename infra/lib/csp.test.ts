import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { htmlFiles, inlineScriptHashes, siteScriptHashes } from './csp';
import { cspScriptHashes, nextBuildHashes, previousScriptHashes } from './stage-site';
import { ensureBundles, synthStage } from './testing/synth';

let template: Template;
/** The web build the dev Edge stack deploys. */
let WEB_DIST: string;

beforeAll(async () => {
  await ensureBundles();
  const { edge } = synthStage('dev');
  template = Template.fromStack(edge);
  WEB_DIST = edge.webDist;
});

/** Fn::Join of strings and refs as one string, refs shown as <Name>. */
function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as Record<string, unknown>;
  if (v.Ref) return `<${String(v.Ref)}>`;
  const join = v['Fn::Join'] as [string, unknown[]] | undefined;
  if (join) return join[1].map(flatten).join(join[0]);
  throw new Error(`Unexpected CloudFormation value ${JSON.stringify(value)}`);
}

function policies() {
  return Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).map(
    (p) => p.Properties.ResponseHeadersPolicyConfig,
  );
}

function siteCsp(): Map<string, string[]> {
  const site = policies().find((p) => String(p.Comment).startsWith('Security headers of the site'));
  const csp = flatten(site.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
  return new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/**
 * What the built pages execute inline, found independently of csp.ts: split
 * at every <script, keep those without src whose type is JavaScript.
 */
function scriptsThePagesRun(): Set<string> {
  const hashes = new Set<string>();
  for (const file of htmlFiles(WEB_DIST)) {
    for (const chunk of readFileSync(file, 'utf8').split('<script').slice(1)) {
      const open = chunk.indexOf('>');
      const attrs = chunk.slice(0, open);
      if (attrs.includes('src=') || attrs.includes('application/ld+json')) continue;
      const body = chunk.slice(open + 1, chunk.indexOf('</script>'));
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return hashes;
}

describe('inline script hashes', () => {
  it('hash executable inline scripts and skip external and JSON-LD ones', () => {
    const html =
      '<script type="module" src="/a.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<script>run()</script>';
    const expected = `'sha256-${createHash('sha256').update('run()').digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });
});

describe("the previous build's script hashes", () => {
  it("are kept for one release: a new build records the replaced one's hashes it does not share, and only those", () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-build-'));
    try {
      cpSync(join(WEB_DIST, 'index.html'), join(dir, 'index.html'));
      const first = siteScriptHashes(dir);
      expect(first.length).toBeGreaterThan(0);
      // The next build changes its inline script: the old hash stays for this release.
      writeFileSync(join(dir, 'index.html'), '<script>window.next = 1</script>');
      const second = nextBuildHashes(dir, first);
      expect(second.previousScriptHashes).toEqual(first);
      expect(second.scriptHashes).toEqual(inlineScriptHashes('<script>window.next = 1</script>'));
      // One release later the first build's hashes are gone.
      writeFileSync(join(dir, 'index.html'), '<script>window.next = 2</script>');
      expect(nextBuildHashes(dir, second.scriptHashes).previousScriptHashes).toEqual(second.scriptHashes);
      // A rebuild with the same scripts keeps nothing extra.
      expect(nextBuildHashes(dir, siteScriptHashes(dir)).previousScriptHashes).toEqual([]);
      writeFileSync(`${dir}.build.json`, JSON.stringify({ previousScriptHashes: first }));
      expect(previousScriptHashes(dir)).toEqual(first);
      // What the Edge stack's CSP allows for that build: both releases' scripts.
      expect(new Set(cspScriptHashes(dir))).toEqual(new Set([...siteScriptHashes(dir), ...first]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}.build.json`, { force: true });
    }
  });
});

describe('content security policy of the site', () => {
  it('allows exactly the inline scripts the built pages and the replaced build run, and no unsafe script source', () => {
    const scriptSrc = siteCsp().get('script-src') ?? [];
    const needed = scriptsThePagesRun();
    expect(needed.size).toBeGreaterThan(0);
    expect(new Set(scriptSrc)).toEqual(new Set(["'self'", ...needed, ...previousScriptHashes(WEB_DIST)]));
    const index = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    for (const hash of inlineScriptHashes(index)) expect(scriptSrc).toContain(hash);
  });

  it('loads scripts and styles of index.html only from its own origin', () => {
    const index = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
    const urls = [...index.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)]
      // Page links (canonical, feed, pagination) are absolute by design; they load nothing.
      .filter(([tag = '']) => !/rel="(?:canonical|alternate|prev|next)"/.test(tag))
      .map(([, url]) => url);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^\/[^/]/);
  });

  it('connects only to itself, Cognito and the two upload buckets', () => {
    expect(siteCsp().get('connect-src')).toEqual([
      "'self'",
      'https://cognito-idp.<AWS::Region>.amazonaws.com',
      'https://site-dev-media-<AWS::AccountId>-<AWS::Region>.s3.<AWS::Region>.amazonaws.com',
      'https://site-dev-uploads-<AWS::AccountId>-<AWS::Region>.s3.<AWS::Region>.amazonaws.com',
    ]);
  });

  it('forbids framing, plugins and foreign forms; images from self, data: and blob: (media is /media)', () => {
    const csp = siteCsp();
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // Mantine writes <style data-mantine-styles> elements at runtime (and some prerendered pages carry them).
    const pages = htmlFiles(WEB_DIST).map((f) => readFileSync(f, 'utf8'));
    expect(pages.some((html) => html.includes('<style data-mantine-styles'))).toBe(true);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('security headers', () => {
  it('send HSTS, nosniff, DENY and strict-origin-when-cross-origin on site and API', () => {
    expect(policies()).toHaveLength(2);
    for (const policy of policies()) {
      expect(policy.SecurityHeadersConfig).toMatchObject({
        StrictTransportSecurity: {
          AccessControlMaxAgeSec: 63072000,
          IncludeSubdomains: true,
          Override: true,
        },
        ContentTypeOptions: { Override: true },
        FrameOptions: { FrameOption: 'DENY', Override: true },
        ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
      });
    }
  });

  it('are attached to every behaviour', () => {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const config = distribution?.Properties.DistributionConfig;
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behaviour.ResponseHeadersPolicyId).toBeDefined();
    }
  });
});
