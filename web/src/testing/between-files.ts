import { cleanup } from '@testing-library/react';
import { afterAll } from 'vitest';

/**
 * The files of the `web` project share their worker's module cache and jsdom document
 * (`isolate: false` in vitest.config.ts): what a file rendered or stored goes when it ends,
 * so the next file starts as in a document of its own.
 */
afterAll(() => {
  cleanup();
  if (typeof document === 'undefined') return;
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
