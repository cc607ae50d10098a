import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { theme } from '../config/theme';

/** jsdom lacks matchMedia (read by Mantine), scrollTo (called by ScrollRestoration) and ResizeObserver. */
export function installDomStubs(): void {
  window.scrollTo = () => {};
  // jsdom lays nothing out; the forms' error summary scrolls itself into view.
  Element.prototype.scrollIntoView = () => {};
  // Mantine's autosize textarea listens for web fonts loading.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  // Mantine's scroll areas, pills and tables observe their size; jsdom lays nothing out.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** Renders `routes` at `path` inside Mantine, like the real app minus the config gate. */
export function renderRoute(routes: RouteObject[], path: string) {
  installDomStubs();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    router,
    ...render(
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>,
    ),
  };
}
