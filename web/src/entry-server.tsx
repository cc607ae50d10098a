/**
 * Server entry for the build-time prerenderer (web/scripts/prerender.ts):
 * renders a public route to HTML with the same tree the client hydrates, and
 * lists what to prerender with each page's head tags.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { NOT_FOUND_MARKER, NOT_FOUND_RENDER_PATH } from './app/hydration';
import { AppProvider } from './app/provider';
import { PUBLIC_PAGES, preloadPublicPageWithIslands } from './app/public-pages';
import { AppRoutes } from './app/router';
import { isStaticPath } from './config/routes';
import { PAGE_META, type StaticPublicPath } from './content/page-meta';
import { headForNotFound, headForPath } from './features/marketing/seo/page-head';

export interface PrerenderTarget {
  /** URL rendered by the router. */
  readonly url: string;
  /** Output file relative to dist/. */
  readonly file: string;
  /** Value of #root's data-prerendered (what the client checks before hydrating). */
  readonly marker: string;
  /** Page module under web/ whose chunk and CSS the page preloads. */
  readonly source: string | null;
  /** Deferred island modules: only their CSS goes in the head (their code loads later). */
  readonly islandSources: readonly string[];
  /** Listed in sitemap.xml. */
  readonly indexable: boolean;
  head(siteUrl: string): string;
}

function outputFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** Every static public route and the 404 page. */
export function prerenderTargets(): PrerenderTarget[] {
  const pages: PrerenderTarget[] = PUBLIC_PAGES.filter((p) => isStaticPath(p.path)).map((p) => {
    const path = p.path as StaticPublicPath;
    return {
      url: path,
      file: outputFile(path),
      marker: path,
      source: p.source,
      islandSources: p.islands.map((i) => i.source),
      indexable: !PAGE_META[path].noindex,
      head: (siteUrl: string) => headForPath(path, siteUrl),
    };
  });
  const notFound: PrerenderTarget = {
    url: NOT_FOUND_RENDER_PATH,
    file: '404.html',
    marker: NOT_FOUND_MARKER,
    source: null,
    islandSources: [],
    indexable: false,
    head: headForNotFound,
  };
  // Blog posts are not prerendered: the blogs feature writes each post's page to the site
  // bucket when it is published (services/src/features/blogs/blog-site.ts).
  return [...pages, notFound];
}

/** Renders `url` to the HTML that goes inside #root. */
export async function render(url: string): Promise<string> {
  await preloadPublicPageWithIslands(url);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={url}>
          <AppRoutes />
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
  RUNTIME_SITEMAPS,
  robotsTxt,
  sitemapIndexXml,
  sitemapXml,
} from './features/marketing/seo/site-files';
