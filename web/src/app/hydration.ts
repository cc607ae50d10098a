import { withoutTrailingSlash } from '@app/shared/strings';
import { matchRoutes } from 'react-router-dom';
import { appRoutes } from './router';

/** `data-prerendered` value of 404.html (served for any unknown public path). */
export const NOT_FOUND_MARKER = '404';
/** A path no route matches: what the prerenderer renders into 404.html. */
export const NOT_FOUND_RENDER_PATH = '/__not-found__';

export function normalizePath(pathname: string): string {
  return withoutTrailingSlash(pathname);
}

export function isNotFoundPath(pathname: string): boolean {
  const matches = matchRoutes(appRoutes, pathname);
  return !matches || matches[matches.length - 1]?.route.path === '*';
}

/**
 * Hydrate only when the HTML in #root was prerendered for what the router
 * will render here: the same page, or the not-found page for an unknown
 * path. Anything else (the SPA shell for admin routes) is rendered fresh.
 */
export function shouldHydrate(marker: string | undefined, pathname: string): boolean {
  if (!marker) return false;
  if (marker === NOT_FOUND_MARKER) return isNotFoundPath(pathname);
  return marker === normalizePath(pathname);
}

let hydrating = false;

/**
 * True from hydrateRoot until the first client-side navigation: while it is
 * true, what a component renders for the first time is the prerendered HTML
 * (React hydrates Suspense boundaries after the shell, so "first commit" would
 * be too early). Set by main.tsx, cleared by the router's root shell.
 */
export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}
