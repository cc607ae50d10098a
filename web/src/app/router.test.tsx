// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APOLOGY_TEXT, SOMETHING_WENT_WRONG } from '../components/errors/something-went-wrong';
import { ADMIN_ROUTES, PUBLIC_ROUTES } from '../config/routes';
import { renderRoute } from '../testing/render-route';
import { appRoutes } from './router';

afterEach(cleanup);

function concrete(path: string): string {
  return path.replace(/:[^/]+/g, 'sample');
}

describe('router', () => {
  it.each(PUBLIC_ROUTES.filter((r) => r.path !== '/error'))(
    '$path renders its h1 with nav and footer',
    async (route) => {
      renderRoute(appRoutes, concrete(route.path));
      expect(await screen.findByRole('heading', { level: 1, name: route.title })).toBeTruthy();
      expect(screen.getByRole('banner')).toBeTruthy();
      expect(screen.getByRole('contentinfo')).toBeTruthy();
    },
  );

  it.each(ADMIN_ROUTES)('$path lazy-loads the admin page with its h1', async (route) => {
    renderRoute(appRoutes, route.path);
    expect(await screen.findByRole('heading', { level: 1, name: route.title })).toBeTruthy();
    const chrome = route.path === '/login' || route.path === '/dashboard' ? 0 : 1;
    expect(screen.queryAllByRole('banner')).toHaveLength(chrome);
    expect(screen.queryAllByRole('contentinfo')).toHaveLength(chrome);
  });

  it.each(['/no-such-page', '/error', '/admin/unknown/deep'])('%s shows the apology', async (path) => {
    renderRoute(appRoutes, path);
    expect(await screen.findByRole('heading', { level: 1, name: SOMETHING_WENT_WRONG })).toBeTruthy();
    expect(screen.getByText(APOLOGY_TEXT)).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
