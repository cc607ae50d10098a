/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The local stack (`npm start`) serves the API and /config.json on port 3000. */
const LOCAL_STACK = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'] },
  server: {
    proxy: {
      '/api': { target: LOCAL_STACK, changeOrigin: true },
      '/config.json': { target: LOCAL_STACK, changeOrigin: true },
    },
  },
});
