import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The web build (web/scripts/build.ts) that the Edge stack deploys and derives its CSP from. */
export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function webDistExists(): boolean {
  return existsSync(`${WEB_DIST}/index.html`) && existsSync(`${WEB_DIST}/404.html`);
}

export function requireWebDist(): string {
  if (!webDistExists()) {
    throw new Error(
      `No web build in ${WEB_DIST}: run \`npm run build -w web\` (bin/app.ts does it when missing).`,
    );
  }
  return WEB_DIST;
}

/** Builds the web app when no build exists (clean clone); an existing build is used as is. */
export function ensureWebDist(): void {
  if (webDistExists()) return;
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0 || !webDistExists()) throw new Error('`npm run build -w web` failed');
}
