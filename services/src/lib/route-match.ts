import { API_BASE, type RouteDef, routeKey } from '@app/shared/api-routes';

/** Compiles `/blogs/{slug}` into a matcher; shared by the feature router and the local gateway. */
export interface CompiledRoute {
  route: RouteDef;
  key: string;
  regex: RegExp;
  paramNames: string[];
}

export function compileRoute(route: RouteDef): CompiledRoute {
  const paramNames: string[] = [];
  const pattern = `${API_BASE}${route.path}`
    .split('/')
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(m[1] as string);
      return '([^/]+)';
    })
    .join('/');
  return { route, key: routeKey(route), regex: new RegExp(`^${pattern}/?$`), paramNames };
}

export function matchPath(compiled: CompiledRoute, path: string): Record<string, string> | null {
  const m = compiled.regex.exec(path);
  if (!m) return null;
  const params: Record<string, string> = {};
  compiled.paramNames.forEach((name, i) => {
    params[name] = safeDecode(m[i + 1] as string);
  });
  return params;
}

/** A malformed escape (e.g. `%C0%AE`) stays as sent, so the handler answers 4xx instead of the router throwing. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
