// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../config/theme';
import { CONTACT_US_PAGE } from '../content/forms';
import { installDomStubs } from '../testing/render-route';
import { isHydrating, setHydrating } from './hydration';
import { preloadPublicPage } from './public-pages';
import { AppRoutes } from './router';

afterEach(() => {
  cleanup();
  setHydrating(false);
});

/**
 * Issue 12: a page reached by client-side navigation after a hydrated first
 * load showed its deferred form island as an empty box, because the
 * "prerendered HTML is current" flag was cleared in an effect, after the next
 * page had already rendered. As in the browser: the declarative router of the
 * app, the first page counts as hydrated, the next page's chunk is loaded.
 */
describe('deferred islands after client-side navigation', () => {
  it('the Contact Us form renders live on the page navigated to', async () => {
    installDomStubs();
    await Promise.all([preloadPublicPage('/privacy-policy'), preloadPublicPage('/contact-us')]);
    setHydrating(true);
    render(
      <MantineProvider theme={theme}>
        <MemoryRouter initialEntries={['/privacy-policy']}>
          <AppRoutes />
        </MemoryRouter>
      </MantineProvider>,
    );
    const banner = await screen.findByRole('banner');
    fireEvent.click(within(banner).getByRole('link', { name: 'Contact Us' }));
    await screen.findByRole('heading', { level: 1, name: CONTACT_US_PAGE.heading });
    expect(isHydrating()).toBe(false);
    expect(await screen.findByRole('button', { name: 'Submit' }, { timeout: 5000 })).toBeTruthy();
    expect(document.querySelector('[data-island="static"]')).toBeNull();
  });
});
