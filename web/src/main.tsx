// First: configures zod before any schema runs (see lib/zod-csp.ts).
import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initSiteChrome } from './site-script/chrome';

/**
 * The staff area (spa.html: admin routes, /login, /dashboard). Public pages
 * are static HTML with src/site-script/main.ts; the layout they share with the staff
 * area gets the same behaviour here (menus, drawer, Admin-only navigation).
 */
const container = document.getElementById('root');
if (!container) throw new Error('spa.html is missing #root');
initSiteChrome();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
