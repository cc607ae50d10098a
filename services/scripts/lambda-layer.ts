import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { BUNDLE_ALIAS } from './bundle-aliases';

/**
 * The dependencies layer: the libraries every Lambda shares (the entity layer,
 * Powertools, zod) ship once, in one Lambda layer, instead of ~150 KB of the
 * same minified code inside each function. Lambda puts a layer's
 * `nodejs/node_modules` on NODE_PATH, and since Node.js 18 it resolves ES
 * module imports from there too — the way the bundles already import the
 * runtime's AWS SDK. The layer holds the lockfile's exact versions (copied
 * from node_modules), so bundles and layer cannot drift apart.
 */
const servicesDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const LAYER_DIR = join(servicesDir, 'dist', 'layer');

const servicesPackage = JSON.parse(readFileSync(join(servicesDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/**
 * Packages the bundles import from the layer (their own dependencies come
 * along): the entity library, zod, and every Powertools utility the services
 * depend on, so a newly added one (Logger, Metrics) lands in the layer too.
 */
export const LAYER_PACKAGES: readonly string[] = [
  'dynamodb-toolbox',
  'zod',
  ...Object.keys(servicesPackage.dependencies).filter((name) => name.startsWith('@aws-lambda-powertools/')),
];

/**
 * Libraries the layer holds pre-bundled as one ES module each, built with the
 * bundles' own aliases (bundle-aliases.ts): sanitize-html (~72 KB in every
 * publishing Lambda, CommonJS: its default export) with its htmlparser2 parser
 * and no postcss; date-fns-tz (~7 KB in every Lambda that converts a zone's
 * wall time, shared/src/zoned-time.ts: its named exports) with the date-fns
 * parts it uses, not date-fns's 20 MB of files.
 */
const LAYER_BUNDLED_EXPORTS = { 'sanitize-html': 'default', 'date-fns-tz': 'named' } as const;
export const LAYER_BUNDLED = Object.keys(LAYER_BUNDLED_EXPORTS) as (keyof typeof LAYER_BUNDLED_EXPORTS)[];

/** esbuild `external` patterns: the layer's packages with their subpaths. */
export const LAYER_EXTERNALS = [
  ...LAYER_BUNDLED,
  'dynamodb-toolbox',
  'dynamodb-toolbox/*',
  'zod',
  'zod/*',
  '@aws-lambda-powertools/*',
];

/** Provided by the nodejs22.x runtime, so never copied (bundle.ts RUNTIME_PROVIDED). */
const isRuntimeProvided = (name: string) => name.startsWith('@aws-sdk/') || name.startsWith('@smithy/');

/**
 * Runtime-named packages a layer package needs at a version of its own: the
 * X-Ray SDK (Powertools Tracer's) requires @smithy/service-error-classification
 * ^2, while the runtime's SDK carries a newer major. They go nested under
 * their dependent (`<pkg>/node_modules/...`), as npm installs them, so only
 * that package sees them and the runtime's SDK keeps its own.
 */
const NESTED_RUNTIME_DEPS: Readonly<Record<string, readonly string[]>> = {
  'aws-xray-sdk-core': ['@smithy/service-error-classification'],
};

/** Files Node never loads at run time: TypeScript sources and types, source maps, docs. */
const DEAD_WEIGHT = /\.(?:[cm]?ts|map|md)$/;

function packageDir(name: string, from: string): string {
  const requireFrom = createRequire(join(from, 'noop.js'));
  // Resolve the package.json through the package's own folder: exports maps may hide it.
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) break;
  }
  return dirname(requireFrom.resolve(`${name}/package.json`));
}

/** Every package the layer must hold: the roots and, transitively, their dependencies. */
export function layerPackages(): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (name: string, from: string) => {
    if (found.has(name) || isRuntimeProvided(name)) return;
    const dir = packageDir(name, from);
    found.set(name, dir);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, dir);
  };
  for (const name of LAYER_PACKAGES) visit(name, servicesDir);
  return found;
}

/** Writes the layer folder (`<dir>/nodejs/node_modules/...`); returns the packages it holds. */
export function buildLayer(dir = LAYER_DIR): string[] {
  rmSync(dir, { recursive: true, force: true });
  const modules = join(dir, 'nodejs', 'node_modules');
  const packages = layerPackages();
  for (const [name, from] of packages) {
    mkdirSync(dirname(join(modules, name)), { recursive: true });
    cpSync(from, join(modules, name), {
      recursive: true,
      dereference: true,
      filter: (src) => !DEAD_WEIGHT.test(src),
    });
  }
  for (const [owner, deps] of Object.entries(NESTED_RUNTIME_DEPS)) {
    const ownerDir = packages.get(owner);
    if (!ownerDir) continue;
    for (const dep of deps)
      cpSync(packageDir(dep, ownerDir), join(modules, owner, 'node_modules', dep), {
        recursive: true,
        dereference: true,
        filter: (src) => !DEAD_WEIGHT.test(src),
      });
  }
  for (const name of LAYER_BUNDLED) bundleIntoLayer(name, join(modules, name));
  return [...packages.keys(), ...LAYER_BUNDLED].sort();
}

/** One package as an ES module in the layer, with the lockfile's version in its package.json. */
function bundleIntoLayer(name: keyof typeof LAYER_BUNDLED_EXPORTS, dir: string): void {
  const { version } = JSON.parse(
    readFileSync(join(packageDir(name, servicesDir), 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  mkdirSync(dir, { recursive: true });
  buildSync({
    stdin: {
      contents:
        LAYER_BUNDLED_EXPORTS[name] === 'named'
          ? `export * from ${JSON.stringify(name)};\n`
          : `import m from ${JSON.stringify(name)};\nexport default m;\n`,
      resolveDir: servicesDir,
    },
    outfile: join(dir, 'index.mjs'),
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    alias: BUNDLE_ALIAS,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const pkg = { name, version, type: 'module', main: 'index.mjs', exports: { '.': './index.mjs' } };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
}
