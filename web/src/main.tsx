// First: configures zod before any schema runs (see lib/zod-csp.ts).
import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import {
  NOT_FOUND_MARKER,
  NOT_FOUND_RENDER_PATH,
  normalizePath,
  setHydrating,
  shouldHydrate,
} from './app/hydration';
import { preloadPublicPage } from './app/public-pages';
import { renderOverStaticPage } from './lib/page-ready';

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const marker = container.dataset.prerendered;

if (shouldHydrate(marker, window.location.pathname)) {
  // Load the page's chunk first so hydration renders it synchronously over the prerendered HTML.
  const path = marker === NOT_FOUND_MARKER ? NOT_FOUND_RENDER_PATH : normalizePath(window.location.pathname);
  preloadPublicPage(path).then(
    () => {
      setHydrating(true);
      hydrateRoot(container, app);
    },
    (error: unknown) => {
      console.error('Could not load the page before hydration', error);
      createRoot(container).render(app);
    },
  );
} else if (container.dataset.rendered === 'server-static') {
  renderOverStaticPage(container, (target) => createRoot(target).render(app));
} else {
  createRoot(container).render(app);
}
