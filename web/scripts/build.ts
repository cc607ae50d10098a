/**
 * `npm run build -w web`: client build, SSR build of src/entry-server.tsx,
 * prerender (prerender.ts), all in a private staging folder, then web/dist is
 * replaced in one step. The local stack and the tests serve web/dist, often
 * while another process rebuilds it; they never see it half-written.
 * SITE_URL sets the absolute URLs in the pages; without it they carry
 * SITE_ORIGIN_PLACEHOLDER, which the local stack and the CDK page deployment
 * replace with the real origin (shared/src/site-origin.ts). WEB_OUT_DIR builds
 * into another folder (the CDK app's per-stage builds), never over web/dist.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { requireSiteOrigin, SITE_ORIGIN_PLACEHOLDER } from '@app/shared/site-origin';
import { build } from 'vite';
import { withInsightsTag, writeInsights } from './insights-build';
import { prerender } from './prerender';

const WEB = resolve(import.meta.dirname, '..');
const DIST = process.env.WEB_OUT_DIR ? resolve(process.env.WEB_OUT_DIR) : join(WEB, 'dist');
const STAGING = join(WEB, 'node_modules', '.cache', `web-build-${process.pid}`);
const siteUrl = requireSiteOrigin(process.env.SITE_URL || SITE_ORIGIN_PLACEHOLDER, 'SITE_URL');

/**
 * Hashed assets never change, so the previous build's recent ones stay next to
 * the new ones: a page that was loaded just before the swap can still fetch its
 * chunks (as CloudFront keeps old objects during a deploy).
 */
const KEEP_ASSETS_MS = 15 * 60 * 1000;

function keepRecentAssets(from: string, to: string) {
  if (!existsSync(from)) return;
  const cutoff = Date.now() - KEEP_ASSETS_MS;
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    if (!existsSync(join(to, name)) && statSync(source).mtimeMs > cutoff) renameSync(source, join(to, name));
  }
}

async function main() {
  // Always a production build, even when started from a test run (vitest sets NODE_ENV=test,
  // which would otherwise bundle React's development build).
  process.env.NODE_ENV = 'production';
  const client = join(STAGING, 'dist');
  const ssr = join(STAGING, 'ssr');
  mkdirSync(STAGING, { recursive: true });
  try {
    await build({
      root: WEB,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: client, emptyOutDir: true },
    });
    await build({
      root: WEB,
      mode: 'production',
      logLevel: 'warn',
      build: { ssr: join(WEB, 'src', 'entry-server.tsx'), outDir: ssr, emptyOutDir: true, manifest: false },
    });
    // The analytics collection script: a separate deferred script in the page template.
    const template = join(client, 'index.html');
    writeFileSync(template, withInsightsTag(readFileSync(template, 'utf8'), await writeInsights(client)));
    const pages = await prerender(client, join(ssr, 'entry-server.js'), siteUrl);
    // Swap: the old dist moves aside, the new one takes its place, the old one goes.
    const old = `${DIST}-old-${process.pid}`;
    if (existsSync(DIST)) renameSync(DIST, old);
    mkdirSync(dirname(DIST), { recursive: true });
    renameSync(client, DIST);
    keepRecentAssets(join(old, 'assets'), join(DIST, 'assets'));
    rmSync(old, { recursive: true, force: true });
    console.log(`Built ${DIST}: ${pages} prerendered pages for ${siteUrl}`);
  } finally {
    rmSync(STAGING, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
