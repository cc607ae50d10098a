import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteApp } from '../build-app';

/** A URL that only exists on the machine that built it. */
export const BUILD_MACHINE_URL = /https?:\/\/(localhost|\[::1\]):\d+|127\.0\.0\.1:\d+/;

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export type CfnTemplate = {
  Resources: Record<
    string,
    {
      Type: string;
      Properties?: Record<string, unknown>;
      DeletionPolicy?: string;
      UpdateReplacePolicy?: string;
    }
  >;
  Conditions?: Record<string, unknown>;
};

/** Every stack template of the stage's cloud assembly, by stack name. */
export function templatesOf(site: SiteApp): Map<string, CfnTemplate> {
  const assembly = site.app.synth();
  return new Map(assembly.stacks.map((s) => [s.stackName, s.template as CfnTemplate]));
}

/** The asset folder the page deployment uploads (the stage's site build without hashed assets). */
export function sitePagesAsset(site: SiteApp): string {
  const outdir = site.app.outdir;
  const dir = readdirSync(outdir).find(
    (name) => name.startsWith('asset.') && existsSync(join(outdir, name, '404.html')),
  );
  if (!dir) throw new Error('No site pages asset in the assembly');
  return join(outdir, dir);
}

/** Every absolute URL the site's files point crawlers and readers at, by kind. */
export function publishedLinks(dir: string): Record<string, string[]> {
  const links: Record<string, string[]> = {
    canonical: [],
    'og:url': [],
    'sitemap loc': [],
    'robots Sitemap': [],
    rss: [],
  };
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.html')) {
      for (const m of text.matchAll(/<link rel="canonical" href="([^"]*)"/g))
        links.canonical?.push(m[1] ?? '');
      for (const m of text.matchAll(/<meta property="og:url" content="([^"]*)"/g))
        links['og:url']?.push(m[1] ?? '');
      for (const m of text.matchAll(/<link[^>]*type="application\/rss\+xml"[^>]*>/g)) {
        links.rss?.push(/href="([^"]*)"/.exec(m[0])?.[1] ?? '');
      }
    } else if (file.endsWith('.xml')) {
      for (const m of text.matchAll(/<loc>([^<]*)<\/loc>/g)) links['sitemap loc']?.push(m[1] ?? '');
      if (text.includes('<rss')) {
        for (const m of text.matchAll(/<(?:link|guid)[^>]*>([^<]*)</g)) links.rss?.push(m[1] ?? '');
      }
    } else if (file.endsWith('robots.txt')) {
      for (const m of text.matchAll(/^Sitemap:\s*(\S+)/gm)) links['robots Sitemap']?.push(m[1] ?? '');
    }
  }
  return links;
}
