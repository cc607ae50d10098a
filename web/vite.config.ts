/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The local stack (`npm start`) serves the API and /config.json on port 3000. */
const LOCAL_STACK = 'http://localhost:3000';

/**
 * `npm run build -w web` runs scripts/build.ts: this client build (with a
 * manifest, so the prerenderer can preload each page's chunk and CSS), an SSR
 * build of src/entry-server.tsx, and the prerender, in a staging folder that
 * then replaces dist/ in one step.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Page chunks are small; inlining tiny assets would only duplicate them across HTML files.
    assetsInlineLimit: 0,
    rollupOptions: {
      // Building a zod schema has no side effects, so a module's unused schemas can be dropped:
      // a public page that imports one constant from a shared module with schemas then does not
      // carry zod. (Nothing here calls z.config() or registers schemas for side effects.)
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] },
  server: {
    proxy: {
      '/api': { target: LOCAL_STACK, changeOrigin: true },
      '/config.json': { target: LOCAL_STACK, changeOrigin: true },
    },
  },
});
