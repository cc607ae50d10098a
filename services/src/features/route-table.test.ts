import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROUTES, FEATURES, routeKey } from '@app/shared/api-routes';
import { describe, expect, it } from 'vitest';

/**
 * The route table and the handlers must agree: every route's handler exists
 * (featureLambda throws at import otherwise), every handler has a route, and
 * every feature folder is deployed.
 */
describe('route table <-> handlers', () => {
  it('has exactly one Lambda entry per feature folder', () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(folders).toEqual([...FEATURES].sort());
  });

  it.each(FEATURES)(
    'feature %s builds: each of its routes has a handler and each handler a route',
    async (feature) => {
      const mod = await import(join(import.meta.dirname, feature, 'lambda.ts'));
      expect(typeof mod.handler).toBe('function');
    },
  );

  it('has no duplicate route keys', () => {
    const keys = API_ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
