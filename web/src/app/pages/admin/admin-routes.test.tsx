// @vitest-environment jsdom
import { ADMIN_SCREENS } from '@app/shared/admin-screens';
import { AUTH, MESSAGES } from '@app/shared/constants';
import type { UserProfile } from '@app/shared/schemas/auth';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPEC_ADMIN_SCREENS } from '../../../config/screens';
import { setAuthToken } from '../../../lib/api-client';
import { writeTokenCookie } from '../../../lib/auth-session';
import { renderRoute } from '../../../testing/render-route';
import { appRoutes } from '../../router';
import { ADMIN_NOT_FOUND_TITLE } from './admin-not-found';
import { NO_ACCESS_TITLE } from './no-access-page';
import { SCREEN_PAGES } from './screens';

const CONFIG = {
  apiBase: '/api/v1',
  userPoolId: 'local_test',
  userPoolClientId: 'client',
  region: 'us-east-1',
  siteUrl: 'http://localhost:3000',
};

let profile: UserProfile | null = null;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

// jsdom has no ResizeObserver; Mantine's inputs observe their size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

beforeEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: resets jsdom's cookie jar between tests
  document.cookie = `${AUTH.tokenCookie}=; Max-Age=0; Path=/`;
  setAuthToken(null);
  profile = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/config.json')) return json(CONFIG);
      if (url.includes('/user/get-profile'))
        return profile ? json({ data: { data: profile } }) : json({}, 401);
      if (url.includes('/admin/show-count')) return json({ data: { members: 3, applications: 2 } });
      if (url.includes('/admin/members')) return json({ data: { items: [], nextCursor: null } });
      return json({ message: 'not stubbed' }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function signInAs(roles: UserProfile['roles']) {
  profile = { email: 'me@example.com', roles, type: 'Admin' };
  localStorage.setItem(AUTH.userStorageKey, JSON.stringify(profile));
  writeTokenCookie('test-token');
}

const WAIT = { timeout: 5000 };
const chromeCount = (path: string) => (path === '/login' || path === '/dashboard' ? 0 : 1);

describe('admin routes', () => {
  it('mounts every SPEC §2 admin path from the shared screen table, with the same titles', () => {
    for (const route of SPEC_ADMIN_SCREENS) {
      expect(ADMIN_SCREENS.find((s) => s.path === route.path)?.title, route.path).toBe(route.title);
    }
    expect(
      ADMIN_SCREENS.filter((s) => s.specRoute)
        .map((s) => s.path)
        .sort(),
    ).toEqual(SPEC_ADMIN_SCREENS.map((r) => r.path).sort());
  });

  it('gives every admin screen of the shared table a built page, never a placeholder', () => {
    const missing = ADMIN_SCREENS.filter(
      (s) => !['/login', '/admin/logout'].includes(s.path) && !SCREEN_PAGES[s.path],
    ).map((s) => s.path);
    expect(missing).toEqual([]);
  });

  it('/login shows the sign-in form without navigation and footer', async () => {
    renderRoute(appRoutes, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' }, WAIT)).toBeTruthy();
    expect(screen.queryAllByRole('banner')).toHaveLength(0);
    expect(screen.queryAllByRole('contentinfo')).toHaveLength(0);
  });

  it.each(ADMIN_SCREENS.filter((s) => s.access !== 'public'))(
    'signed out, $path sends the visitor to /login',
    async (s) => {
      const { router } = renderRoute(appRoutes, s.path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' }, WAIT)).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe(s.path);
    },
  );

  it.each(ADMIN_SCREENS.filter((s) => s.access !== 'public'))(
    'a SuperAdmin opens $path inside the admin shell',
    async (s) => {
      signInAs(['SuperAdmin']);
      renderRoute(appRoutes, s.path);
      // The shell (sidebar) is ours; the page inside may belong to another feature.
      expect(await screen.findByRole('navigation', { name: 'Admin' }, WAIT)).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1, name: NO_ACCESS_TITLE })).toBeNull();
      expect(screen.queryByRole('heading', { level: 1, name: 'Staff sign in' })).toBeNull();
      expect(screen.queryAllByRole('banner')).toHaveLength(chromeCount(s.path));
      expect(screen.queryAllByRole('contentinfo')).toHaveLength(chromeCount(s.path));
    },
  );

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/admin', 'Dashboard'],
    ['/admin/add-member', 'Members'],
    ['/admin/settings', 'Settings'],
    ['/admin/deals', 'Deals'],
  ])('%s renders its page (h1 %s)', async (path, h1) => {
    signInAs(['SuperAdmin']);
    renderRoute(appRoutes, path);
    expect(await screen.findByRole('heading', { level: 1, name: h1 }, WAIT)).toBeTruthy();
  });

  it('shows HR only its groups in the sidebar and the dashboard, and refuses other screens', async () => {
    signInAs(['HR']);
    renderRoute(appRoutes, '/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Human Resources' }, WAIT)).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Human Resources']);
    expect(await screen.findByRole('link', { name: 'Job Queries (2)' }, WAIT)).toBeTruthy();
    const sidebar = within(screen.getByRole('navigation', { name: 'Admin' }));
    const links = sidebar.getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Dashboard', 'Job Queries', 'Job Listings', 'Post a Job', 'Settings', 'Logout']);
    cleanup();

    renderRoute(appRoutes, '/admin/add-member');
    expect(await screen.findByRole('heading', { level: 1, name: NO_ACCESS_TITLE }, WAIT)).toBeTruthy();
  });

  it('shows a not-found screen inside the shell for an unknown admin path', async () => {
    signInAs(['HR']);
    renderRoute(appRoutes, '/admin/unknown/deep');
    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_NOT_FOUND_TITLE }, WAIT)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/dashboard');
    cleanup();

    signInAs([]);
    localStorage.clear();
    const { router } = renderRoute(appRoutes, '/admin/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' }, WAIT)).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin/nope');
  });

  it('shows the empty-state text to a member whose roles have no dashboard items', async () => {
    signInAs([]);
    renderRoute(appRoutes, '/dashboard');
    expect(await screen.findByText(MESSAGES.noDashboardItems, undefined, WAIT)).toBeTruthy();
  });
});
