/**
 * Build step 3 of 3 (after the client and SSR builds, see build.ts): writes every public
 * route as static HTML with its real content and head tags, the compiled templates of
 * the pages the API renders at run time (`_templates/<name>.json`), the 404 page, the
 * SPA shell for admin routes, sitemap.xml, robots.txt, llms.txt, the web manifest, the
 * AI catalog and the agent skill. `siteUrl` is the origin of the absolute URLs (build.ts:
 * the stage's domain, or the placeholder of shared/src/site-origin.ts).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteClasses } from '@app/shared/html/site-classes';
import { renderTemplate } from '@app/shared/html/template';
import { LLMS_TXT_TEMPLATE } from '@app/shared/llms-txt';
import { TECH_SLOT_PREFIX } from '@app/shared/pages/tech-stack-page';
import { TECH_ICONS } from '@app/shared/tech-icons';
import { compileTemplate } from './compile-template';
import { fillTemplate, type Manifest, pageCssTags, splitTemplate } from './prerender-html';

type ServerEntry = typeof import('../src/entry-server');

/** Folder of the compiled templates in dist (and in the site bucket, where the API reads them). */
const TEMPLATES_DIR = '_templates';

/** Prerenders into `dist` (a client build with its manifest) using the SSR build's entry. */
export async function prerender(dist: string, serverEntry: string, siteUrl: string): Promise<number> {
  const write = (file: string, text: string) => {
    const full = join(dist, file);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
  };
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const classes = siteClasses(server.SITE_CLASSES);

  const pages: Array<{ file: string; html: string }> = [];
  for (const target of server.prerenderTargets()) {
    const appHtml = await server.render(target.url);
    const head = target.head(siteUrl);
    const pageCss = pageCssTags(manifest, target.source, target.islandSources);
    if (target.template) {
      const pieces = splitTemplate(template, pageCss);
      const headInput = target.headInput?.(siteUrl);
      const compiled = compileTemplate({
        name: target.template,
        head,
        appHtml,
        classes,
        headInput,
        ...pieces,
      });
      // A page showing the tech stack carries the marks, so the API draws a technology's icon
      // without bundling the table into every Lambda that renders pages.
      const marked = compiled.parts.some((p) => typeof p !== 'string' && p.slot.startsWith(TECH_SLOT_PREFIX))
        ? { ...compiled, marks: TECH_ICONS }
        : compiled;
      // A legal page carries its generated blocks, so the API shows them and dates their changes.
      const generated = server.generatedBlocks(target.template);
      const withMarks = generated ? { ...marked, generated } : marked;
      write(`${TEMPLATES_DIR}/${target.template}.json`, JSON.stringify(withMarks));
      // The page as built (built-in texts, empty lists) until the API renders it from stored data.
      if (target.file) pages.push({ file: target.file, html: renderTemplate(compiled) });
    } else if (target.file) {
      pages.push({ file: target.file, html: fillTemplate(template, { head, appHtml, pageCss }) });
    }
  }
  // index.html (the home page) last: the local stack rebuilds when sources are newer than it.
  pages.sort((a, b) => Number(a.file === 'index.html') - Number(b.file === 'index.html'));

  const indexable = server
    .prerenderTargets()
    .filter((t) => t.indexable)
    .map((t) => t.url);
  write('sitemap-pages.xml', server.sitemapXml(siteUrl, indexable));
  write('sitemap.xml', server.sitemapIndexXml(siteUrl, ['pages', ...server.RUNTIME_SITEMAPS]));
  write('robots.txt', server.robotsTxt(siteUrl));
  write('llms.txt', server.llmsTxt(siteUrl));
  // The API writes llms.txt again from the stored office cards (services/src/static-pages/pages/llms-txt.ts).
  write(`${TEMPLATES_DIR}/${LLMS_TXT_TEMPLATE}.json`, JSON.stringify(server.llmsTxtTemplate(siteUrl)));
  write('manifest.webmanifest', server.webManifest());
  write(
    '.well-known/ai-catalog.json',
    server.aiCatalog(siteUrl, new Date().toISOString().replace(/\.\d+Z$/, 'Z')),
  );
  write(server.AGENT_SKILL_PATH.slice(1), server.agentSkill(siteUrl));
  for (const page of pages) write(page.file, page.html);
  // The manifest was only for this script; do not publish it.
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  return pages.length;
}
