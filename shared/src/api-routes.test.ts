import { describe, expect, it } from 'vitest';
import { API_BASE, API_ROUTES, FEATURES, routeKey, routesOf } from './api-routes';
import { PERMISSIONS } from './permissions';

describe('api routes', () => {
  it('uses the versioned base path', () => {
    expect(API_BASE).toBe('/api/v1');
    expect(routeKey({ method: 'GET', path: '/user/get-profile' })).toBe('GET /api/v1/user/get-profile');
  });

  it('has unique method + path pairs and valid access rules', () => {
    const keys = API_ROUTES.map((r) => routeKey(r));
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of API_ROUTES) {
      expect(route.path.startsWith('/')).toBe(true);
      expect(route.access === 'public' || (PERMISSIONS as readonly string[]).includes(route.access)).toBe(
        true,
      );
    }
  });

  it('lists features and their routes', () => {
    expect(FEATURES).toContain('user');
    expect(routesOf('user').map((r) => r.path)).toContain('/user/get-profile');
    expect(routesOf('nope')).toEqual([]);
  });
});
