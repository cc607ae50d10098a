import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * sharp for the image Lambda (arm64). The bundle leaves `sharp` external
 * (it loads a native binary), so its folder gets a node_modules with sharp's
 * JavaScript and small dependencies from the lockfile, and the two arm64
 * packages npm skips on an x64 machine (`@img/sharp-linux-arm64`,
 * `@img/sharp-libvips-linux-arm64`), fetched once with `npm pack` at the
 * versions sharp's package.json pins and cached under services/dist.
 */
const servicesDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = join(servicesDir, 'dist', 'sharp-arm64-cache');
const fromServices = createRequire(join(servicesDir, 'package.json'));
const sharpDir = dirname(fromServices.resolve('sharp/package.json'));
const fromSharp = createRequire(join(sharpDir, 'package.json'));
const sharpPkg = JSON.parse(readFileSync(join(sharpDir, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
  optionalDependencies: Record<string, string>;
};

export const ARM64_PACKAGES = ['@img/sharp-linux-arm64', '@img/sharp-libvips-linux-arm64'] as const;
/** The native binding the image Lambda loads (infra/lib/api-stack.test.ts looks for it in the asset). */
export const ARM64_BINDING = 'node_modules/@img/sharp-linux-arm64/lib/sharp-linux-arm64.node';

function arm64Package(name: string): string {
  const version = sharpPkg.optionalDependencies[name];
  if (!version) throw new Error(`sharp ${sharpPkg.version} names no ${name}`);
  const dir = join(CACHE, `${name.replace('/', '+')}@${version}`);
  if (existsSync(join(dir, 'package.json'))) return dir;
  mkdirSync(CACHE, { recursive: true });
  const tgz = execFileSync('npm', ['pack', `${name}@${version}`, '--silent', '--pack-destination', CACHE], {
    encoding: 'utf8',
  }).trim();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xzf', join(CACHE, tgz), '-C', dir, '--strip-components=1']);
  return dir;
}

/** Puts sharp and its arm64 binaries into `bundleFolder/node_modules`. */
export function addSharpArm64(bundleFolder: string): void {
  const modules = join(bundleFolder, 'node_modules');
  rmSync(modules, { recursive: true, force: true });
  const copy = (name: string, from: string) =>
    cpSync(from, join(modules, name), { recursive: true, filter: (p) => !p.includes(`${name}/src`) });
  copy('sharp', sharpDir);
  for (const dep of Object.keys(sharpPkg.dependencies))
    copy(dep, dirname(fromSharp.resolve(`${dep}/package.json`)));
  for (const name of ARM64_PACKAGES) copy(name, arm64Package(name));
}
