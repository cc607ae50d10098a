// @vitest-environment jsdom
import { ADMIN_USER_TYPE, AUTH, DRAWER_CLOSE_DELAY_MS } from '@app/shared/constants';
import { fireEvent, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MainLayout } from '../components/layout/main-layout';
import { SERVICE_PATHS } from '../config/screens';
import { CONTACT_US_CLICK_EVENT } from '../lib/analytics';
import { initSiteChrome } from './chrome';
import { nextNavHidden } from './header';

/**
 * The site chrome as visitors get it: the layout's static HTML (what the
 * prerenderer writes) with the site script's behaviour attached to the document.
 */
function showPage(path = '/') {
  document.body.innerHTML = renderToStaticMarkup(
    <StaticRouter location={path}>
      <MainLayout />
    </StaticRouter>,
  );
  window.history.replaceState(null, '', path);
}
const mainNav = () =>
  [...document.querySelectorAll<HTMLElement>('nav[aria-label="Main"]')].find((n) =>
    n.className.includes('desktopNav'),
  ) as HTMLElement;

beforeAll(() => initSiteChrome());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete window.dataLayer;
});
afterEach(() => vi.useRealTimers());

describe('site header', () => {
  it('opens the Services dropdown with the six service pages; Escape closes it and returns focus', () => {
    showPage();
    const button = within(mainNav()).getByRole('button', { name: 'Services' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(list.hidden).toBe(false);
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(SERVICE_PATHS);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('opens the Company dropdown with ArrowDown and moves between its links; an outside click closes it', () => {
    showPage();
    const button = within(mainNav()).getByRole('button', { name: 'Company' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('About Us');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Life at Moondive');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('About Us');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['About Us', 'Life at Moondive', 'Case Studies']);
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('pushes an analytics event to window.dataLayer when Contact Us is clicked', () => {
    window.dataLayer = [];
    showPage('/careers');
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'Contact Us' }));
    expect(window.dataLayer).toEqual([
      { event: CONTACT_US_CLICK_EVENT, label: 'Contact Us', page: '/careers' },
    ]);
  });

  it('does nothing when there is no data layer', () => {
    showPage();
    expect(() => fireEvent.click(within(mainNav()).getByRole('link', { name: 'Contact Us' }))).not.toThrow();
    expect(window.dataLayer).toBeUndefined();
  });

  it('marks the page for a signed-in user of type Admin (CSS then shows only the Admin navigation)', () => {
    showPage();
    expect(document.documentElement.hasAttribute('data-admin')).toBe(false);
    localStorage.setItem(
      AUTH.userStorageKey,
      JSON.stringify({ email: 'a@b.co', roles: [], type: ADMIN_USER_TYPE }),
    );
    window.dispatchEvent(new StorageEvent('storage'));
    expect(document.documentElement.hasAttribute('data-admin')).toBe(true);
    const adminNav = [...document.querySelectorAll('nav[aria-label="Main"]')].find((n) =>
      n.className.includes('adminNav'),
    );
    expect([...(adminNav?.querySelectorAll('a') ?? [])].map((a) => a.textContent)).toEqual(['Admin']);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage'));
    expect(document.documentElement.hasAttribute('data-admin')).toBe(false);
  });

  it('closes the mobile drawer 1 s after a navigation from it, and notes it for the next page', () => {
    vi.useFakeTimers();
    showPage();
    fireEvent.click(document.querySelector('[aria-controls="mobile-drawer"]') as Element);
    const drawer = document.getElementById('mobile-drawer') as HTMLDialogElement;
    expect(drawer.open).toBe(true);
    const link = within(drawer).getByRole('link', { name: 'Careers' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(sessionStorage.getItem('drawer-navigation')).toBeTruthy();
    vi.advanceTimersByTime(DRAWER_CLOSE_DELAY_MS - 1);
    expect(drawer.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(drawer.open).toBe(false);
  });

  it('hides the bar when scrolling down past 100 px and shows it when scrolling up', () => {
    expect(nextNavHidden(0, 60, false)).toBe(false);
    expect(nextNavHidden(60, 600, false)).toBe(true);
    expect(nextNavHidden(600, 400, true)).toBe(false);
    expect(nextNavHidden(400, 400, true)).toBe(true);
    expect(nextNavHidden(400, 90, true)).toBe(false);
  });
});

describe('site footer', () => {
  it('has the quick links of SPEC §2, the services and the offices', () => {
    showPage();
    const quick = document.querySelector('nav[aria-label="Quick Links"]') as HTMLElement;
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
    const footer = document.querySelector('footer') as HTMLElement;
    expect(
      within(document.querySelector('nav[aria-label="Services"]') as HTMLElement).getAllByRole('link'),
    ).toHaveLength(6);
    expect(footer.querySelectorAll('a[href^="tel:"]')).toHaveLength(2);
    expect(footer.querySelectorAll('a[href^="mailto:"]')).toHaveLength(2);
    expect(footer.querySelectorAll('a[href*="google.com/maps"]')).toHaveLength(2);
  });
});
