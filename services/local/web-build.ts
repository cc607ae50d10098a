import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, WEB_ROOT, WEB_SOURCES } from './paths';

/** Newest modification time under a folder, skipping dependencies and build output. */
function newest(dir: string): number {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return max;
}

/** Builds the SPA (and its prerendered pages) when web/ or shared/ changed since the last build. */
export function buildWebIfStale(log: (line: string) => void = console.log): void {
  const index = join(WEB_ROOT, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt > Math.max(...WEB_SOURCES.map(newest))) return;
  log('Building the web app (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed; see above.');
}
