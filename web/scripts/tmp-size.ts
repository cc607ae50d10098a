import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialAssets } from './bench-web';
const root = join(import.meta.dirname, '../dist');
for (const route of ['schedule-meeting', 'meeting', 'contact-us']) {
  const f = [join(root, route, 'index.html'), join(root, `${route}.html`)].find(existsSync);
  if (!f) { console.log(route, 'no html'); continue; }
  const { js, css } = initialAssets(readFileSync(f, 'utf8'));
  const kb = (files: string[]) => files.reduce((s, x) => s + gzipSync(readFileSync(join(root, x))).length, 0) / 1024;
  console.log(route, 'JS', kb(js).toFixed(1), 'KB gzip', js.length, 'files; CSS', kb(css).toFixed(1));
}
