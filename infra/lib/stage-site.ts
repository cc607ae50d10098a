import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_ORIGIN_PLACEHOLDER } from '@app/shared/site-origin';
import type { StageConfig } from './config';
import { siteScriptHashes } from './csp';

/**
 * The web build a stage deploys. Each site URL gets its own folder under
 * infra/dist/sites (never web/dist, which `npm start` and the browser tests
 * serve): `<domain>/` built for the custom domain, or `cloudfront/` built with
 * the origin placeholder that the page deployment replaces with the
 * distribution's name at deploy time. A build records the web sources'
 * fingerprint and its site URL beside the folder; the Edge stack refuses a
 * build that does not match (requireStageSite), and `npx cdk synth`
 * (bin/app.ts) rebuilds it first (ensureStageSite).
 */
const REPO = fileURLToPath(new URL('../..', import.meta.url));
const SITE_BUILDS = join(REPO, 'infra', 'dist', 'sites');
/** The local build (`npm start`, browser tests); stage builds never go there. */
export const WEB_ROOT = join(REPO, 'web', 'dist');
/** What the build reads: the web app and the shared package. */
const SOURCES = [join(REPO, 'web'), join(REPO, 'shared', 'src')];
const SKIP = new Set(['node_modules', 'dist']);

export interface StageSite {
  readonly dir: string;
  /** The origin written into the pages: the domain, or SITE_ORIGIN_PLACEHOLDER. */
  readonly buildOrigin: string;
  /** The public contact addresses written into the pages (SITE_CONTACTS of the web build). */
  readonly contacts: string;
}

export function stageSite(config: StageConfig, root = SITE_BUILDS): StageSite {
  // Dots would make CDK stage the folder as a '.com' file extension; dashes keep it a plain name.
  const host = config.domainName?.toLowerCase().replaceAll('.', '-') ?? 'cloudfront';
  return {
    dir: join(root, host),
    buildOrigin: config.siteUrl ?? SITE_ORIGIN_PLACEHOLDER,
    contacts: JSON.stringify(config.contacts),
  };
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => !SKIP.has(e.name) && !e.name.startsWith('.'))
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

/** A hash of every web source file's path and content (a few MB, tens of milliseconds). */
export function webSourcesFingerprint(sources: readonly string[] = SOURCES): string {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(files).sort()) {
    hash.update(relative(REPO, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

interface BuildInfo {
  readonly sources: string;
  readonly siteUrl: string;
  readonly contacts?: string;
  /** The inline-script hashes of this build (its CSP). */
  readonly scriptHashes?: readonly string[];
  /**
   * Those of the build this one replaced and not its own: the CSP keeps them
   * for one release, because the pages the Lambdas published still embed the
   * old build's shell until the site-maintenance task re-renders them.
   */
  readonly previousScriptHashes?: readonly string[];
}

const infoFile = (site: Pick<StageSite, 'dir'>) => `${site.dir}.build.json`;

function readInfo(site: Pick<StageSite, 'dir'>): BuildInfo | undefined {
  return existsSync(infoFile(site))
    ? (JSON.parse(readFileSync(infoFile(site), 'utf8')) as BuildInfo)
    : undefined;
}

/** The inline-script hashes of the build a stage build replaced (none for a first build or a plain folder). */
export function previousScriptHashes(dir: string): string[] {
  return [...(readInfo({ dir })?.previousScriptHashes ?? [])];
}

/** The script hashes a build's CSP allows: its own, and the replaced build's for one release. */
export function cspScriptHashes(dir: string): string[] {
  return [...new Set([...siteScriptHashes(dir), ...previousScriptHashes(dir)])];
}

/** What a new build records: its own hashes, and the replaced build's that it does not share. */
export function nextBuildHashes(dir: string, before: readonly string[]) {
  const scriptHashes = siteScriptHashes(dir);
  return { scriptHashes, previousScriptHashes: before.filter((h) => !scriptHashes.includes(h)) };
}

/** Why the stage's build cannot be deployed as it is, or null when it can. */
export function staleReason(site: StageSite, fingerprint = webSourcesFingerprint()): string | null {
  const info = readInfo(site);
  if (!existsSync(join(site.dir, 'index.html')) || !info) return 'it does not exist';
  if (info.siteUrl !== site.buildOrigin) return `it was built for ${info.siteUrl}, not ${site.buildOrigin}`;
  if (info.contacts !== site.contacts) return 'it was built with other contact addresses';
  if (info.sources !== fingerprint) return 'web/ or shared/src changed since it was built';
  return null;
}

/** The build folder, or a clear refusal when it is missing or stale. */
export function requireStageSite(config: StageConfig, root = SITE_BUILDS): string {
  const site = stageSite(config, root);
  const reason = staleReason(site);
  if (reason) {
    throw new Error(
      `The ${config.stage} site build in ${relative(REPO, site.dir)} cannot be deployed: ${reason}. ` +
        `Run \`npx cdk synth -c stage=${config.stage}\` (it builds the site first) or \`npm run deploy -- --stage ${config.stage}\`.`,
    );
  }
  return site.dir;
}

/** Builds the stage's site into its own folder unless that build is current. */
export function ensureStageSite(config: StageConfig, root = SITE_BUILDS): string {
  const site = stageSite(config, root);
  const fingerprint = webSourcesFingerprint();
  if (staleReason(site, fingerprint) === null) return site.dir;
  const old = readInfo(site);
  const before =
    old?.scriptHashes ?? (existsSync(join(site.dir, 'index.html')) ? siteScriptHashes(site.dir) : []);
  console.error(
    `Building the ${config.stage} site for ${site.buildOrigin} into ${relative(REPO, site.dir)}...`,
  );
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: REPO,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, SITE_URL: site.buildOrigin, SITE_CONTACTS: site.contacts, WEB_OUT_DIR: site.dir },
  });
  if (result.status !== 0) throw new Error(`The web build for ${config.stage} failed; see above.`);
  const info: BuildInfo = {
    sources: fingerprint,
    siteUrl: site.buildOrigin,
    contacts: site.contacts,
    ...nextBuildHashes(site.dir, before),
  };
  writeFileSync(infoFile(site), `${JSON.stringify(info, null, 2)}\n`);
  return site.dir;
}
