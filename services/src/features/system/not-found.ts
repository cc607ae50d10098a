import { API_BASE, API_ROUTES, type RouteDef } from '@app/shared/api-routes';
import { MethodNotAllowedError, NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { compileRoute, matchPath } from '../../lib/route-match';

const specific = (API_ROUTES as readonly RouteDef[]).filter((r) => r.method !== 'ANY').map(compileRoute);

/** The catch-all route: says whether the path is unknown (404) or the method is wrong (405). */
export const notFound = defineHandler({
  run: async ({ event }) => {
    const path = event.rawPath;
    const allowed = specific.filter((c) => matchPath(c, path)).map((c) => c.route.method);
    if (allowed.length > 0) {
      const method = event.requestContext.http.method;
      throw new MethodNotAllowedError(`Method ${method} is not allowed on ${path}`, [...new Set(allowed)]);
    }
    throw new NotFoundError(`No API route ${path.startsWith(API_BASE) ? path : `${API_BASE}${path}`}`);
  },
});
