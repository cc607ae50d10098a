/**
 * Server entry for the build-time prerenderer (web/scripts/prerender.ts):
 * renders every public route to static HTML (public pages are not hydrated),
 * and lists what to prerender with each page's head tags and, for pages the
 * API renders at run time, the template they compile into.
 */

import type { HeadInput } from '@app/shared/html/head';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { PUBLIC_PAGES, preloadPublicPage } from './app/public-pages';
import { publicRoutes } from './app/public-routes';
import { isStaticPath } from './config/screens';
import { LEGAL_DOCUMENTS, type LegalDocument } from './content/legal';
import { PAGE_META, type StaticPublicPath } from './content/page-meta';
import { headForNotFound, headForPath, headInputForPath } from './features/marketing/seo/page-head';

export { SITE_CLASSES } from './app/site-classes';

/** A legal page's generated blocks, kept in its template (the API shows them read-only and dates their changes). */
export function generatedBlocks(template: string) {
  return (LEGAL_DOCUMENTS as Partial<Record<string, LegalDocument>>)[template]?.generated;
}

/** A path no route matches: what the prerenderer renders into 404.html. */
const NOT_FOUND_RENDER_PATH = '/__not-found__';

export interface PrerenderTarget {
  /** URL rendered by the router. */
  readonly url: string;
  /** Output file relative to dist/, or null for a template with no page of its own. */
  readonly file: string | null;
  /** Page module under web/ whose CSS the page links. */
  readonly source: string | null;
  /** Form island modules: their CSS goes in the head too (their code loads later). */
  readonly islandSources: readonly string[];
  /** Listed in sitemap.xml. */
  readonly indexable: boolean;
  /** Compiled into `_templates/<template>.json` for the run-time page renderers. */
  readonly template: string | null;
  /** The head's structured input (kept in the template, so the API can rebuild JSON-LD from a page document). */
  readonly headInput?: (siteUrl: string) => HeadInput;
  head(siteUrl: string): string;
}

function outputFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** A URL the route of a parameterised template matches (`/blogs/:slug` -> `/blogs/__template__`). */
function templateUrl(path: string): string {
  return path.replace(/:[a-zA-Z]+/g, '__template__');
}

/** Every static public route, every run-time page template, and the 404 page. */
export function prerenderTargets(): PrerenderTarget[] {
  const pages: PrerenderTarget[] = PUBLIC_PAGES.filter((p) => isStaticPath(p.path) || p.template).map((p) => {
    const isStatic = isStaticPath(p.path);
    const metaPath = (isStatic ? p.path : '/') as StaticPublicPath;
    return {
      url: isStatic ? p.path : templateUrl(p.path),
      file: isStatic ? outputFile(p.path) : null,
      source: p.source,
      islandSources: p.islands.map((i) => i.source),
      indexable: isStatic && !PAGE_META[metaPath].noindex && !PAGE_META[metaPath].canonical,
      template: p.template ?? null,
      head: (siteUrl: string) => headForPath(metaPath, siteUrl),
      headInput: (siteUrl: string) => headInputForPath(metaPath, siteUrl),
    };
  });
  const notFound: PrerenderTarget = {
    url: NOT_FOUND_RENDER_PATH,
    file: '404.html',
    // Its route module, so the prerenderer links the page's CSS (the apology's styles).
    source: 'src/app/pages/not-found.tsx',
    islandSources: [],
    indexable: false,
    template: null,
    head: headForNotFound,
  };
  return [...pages, notFound];
}

function PublicRoutes() {
  return useRoutes(publicRoutes);
}

/** Renders `url` to the HTML that goes inside #root. */
export async function render(url: string): Promise<string> {
  await preloadPublicPage(url);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={url}>
          <PublicRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
}

export {
  AGENT_SKILL_PATH,
  agentSkill,
  aiCatalog,
  llmsTxt,
  llmsTxtTemplate,
  RUNTIME_SITEMAPS,
  robotsTxt,
  sitemapIndexXml,
  sitemapXml,
  webManifest,
} from './features/marketing/seo/site-files';
