/// <reference types="vitest/config" />
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The local stack (`npm start`) serves the API and /config.json on port 3000. */
const LOCAL_STACK = 'http://localhost:3000';

/**
 * Public page modules (src/app/pages/*.tsx) are build inputs only so that
 * their CSS is emitted and listed in the manifest: the prerenderer links each
 * page's CSS. Their JavaScript is never loaded by a browser (public pages are
 * static HTML plus src/site-script/main.ts; see scripts/prerender.ts).
 */
const PAGES_DIR = resolve(import.meta.dirname, 'src/app/pages');
const PAGE_INPUTS = Object.fromEntries(
  readdirSync(PAGES_DIR)
    .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
    .map((f) => [`page-${f.replace(/\.tsx$/, '')}`, resolve(PAGES_DIR, f)]),
);

/**
 * `npm run build -w web` runs scripts/build.ts: this client build (with a
 * manifest, so the prerenderer can link each page's CSS), an SSR build of
 * src/entry-server.tsx, and the prerender, in a staging folder that then
 * replaces dist/ in one step. Two HTML entries: index.html (every public
 * page: static HTML and the small site script) and spa.html (the staff area's
 * React app).
 */
export default defineConfig({
  plugins: [react()],
  // The stage's public contact addresses as JSON (SITE_CONTACTS from the CDK app, stage-site.ts);
  // empty means the demo ones. web/src/content/company.ts checks them, so a bad value fails the build.
  define: { __SITE_CONTACTS__: JSON.stringify(process.env.SITE_CONTACTS ?? '') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Page chunks are small; inlining tiny assets would only duplicate them across HTML files.
    assetsInlineLimit: 0,
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        spa: resolve(import.meta.dirname, 'spa.html'),
        ...PAGE_INPUTS,
      },
      // Building a zod schema has no side effects, so a module's unused schemas can be dropped:
      // a public page that imports one constant from a shared module with schemas then does not
      // carry zod. (Nothing here calls z.config() or registers schemas for side effects.)
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/testing/between-files.ts'],
    // A route test renders the lazily loaded admin screen in jsdom: on the 2-core machine with the
    // browser tests beside it, the first render of a screen's chunk once took over Vitest's 5 s.
    testTimeout: 20_000,
  },
  server: {
    proxy: {
      '/api': { target: LOCAL_STACK, changeOrigin: true },
      '/config.json': { target: LOCAL_STACK, changeOrigin: true },
    },
  },
});
