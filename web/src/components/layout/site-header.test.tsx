// @vitest-environment jsdom
import { ADMIN_USER_TYPE, AUTH, DRAWER_CLOSE_DELAY_MS } from '@app/shared/constants';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_PATHS } from '../../config/routes';
import { CONTACT_US_CLICK_EVENT } from '../../lib/analytics';
import { installDomStubs } from '../../testing/render-route';
import { MainLayout } from './main-layout';

function renderLayout(path = '/') {
  installDomStubs();
  const router = createMemoryRouter(
    [{ element: <MainLayout />, children: [{ path: '*', element: <h1>Page</h1> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  delete window.dataLayer;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('site header', () => {
  it('opens the Services dropdown with the six service pages, and Escape closes it', () => {
    renderLayout();
    const main = screen.getByRole('navigation', { name: 'Main' });
    const button = within(main).getByRole('button', { name: 'Services' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(false);
    expect(
      within(list as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(SERVICE_PATHS);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('has the Company dropdown with About Us, Life at the company and Case Studies', () => {
    renderLayout();
    const button = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', {
      name: 'Company',
    });
    fireEvent.click(button);
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['About Us', 'Life at Moondive', 'Case Studies']);
  });

  it('pushes an analytics event to window.dataLayer when Contact Us is clicked', () => {
    window.dataLayer = [];
    renderLayout('/careers');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contact Us' }),
    );
    expect(window.dataLayer).toEqual([
      { event: CONTACT_US_CLICK_EVENT, label: 'Contact Us', page: '/careers' },
    ]);
  });

  it('does nothing when there is no data layer', () => {
    renderLayout();
    expect(() =>
      fireEvent.click(
        within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contact Us' }),
      ),
    ).not.toThrow();
    expect(window.dataLayer).toBeUndefined();
  });

  it('shows only the word Admin to a signed-in user of type Admin', () => {
    localStorage.setItem(
      AUTH.userStorageKey,
      JSON.stringify({ email: 'a@b.co', roles: [], type: ADMIN_USER_TYPE }),
    );
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Admin']);
    expect(screen.queryByRole('button', { name: 'Services' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('closes the mobile drawer 1 s after a navigation', () => {
    vi.useFakeTimers();
    renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = document.getElementById('mobile-drawer') as HTMLDialogElement;
    expect(drawer.open).toBe(true);
    fireEvent.click(within(drawer).getByRole('link', { name: 'Careers' }));
    act(() => vi.advanceTimersByTime(DRAWER_CLOSE_DELAY_MS - 1));
    expect(drawer.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(drawer.open).toBe(false);
  });
});

describe('site footer', () => {
  it('has the quick links of SPEC §2, the services and the offices', () => {
    renderLayout();
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Life at Moondive',
      'Contact Us',
      'Careers',
      'Blogs',
      'Our Work',
      'Privacy Policy',
      'Terms and Conditions',
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Services' })).getAllByRole('link')).toHaveLength(6);
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelectorAll('a[href^="tel:"]')).toHaveLength(2);
    expect(footer.querySelectorAll('a[href^="mailto:"]')).toHaveLength(2);
    expect(footer.querySelectorAll('a[href*="google.com/maps"]')).toHaveLength(2);
  });
});
