/**
 * The collection script (ANALYTICS in shared/src/analytics.ts): a separate,
 * deferred classic script that every page template loads, so it never blocks
 * rendering and works the same whether pages hydrate, navigate in the SPA
 * (history.pushState, popstate) or load in full. It keeps nothing on the
 * device: no cookie, no storage; the landing attribution lives in memory for
 * the page session and is sent with a lead form. With Global Privacy Control
 * (or a webdriver) it sends nothing and offers no attribution.
 * Budget: 1.5 KB gzip (insights.test.ts builds it and checks).
 */
import { ANALYTICS, PAGEVIEW_EVENT } from '@app/shared/analytics';
import { ANALYTICS_ROUTE_PATHS } from '@app/shared/routes/analytics';

type Landing = { landing: string; referrer?: string } | null;
type QueueItem = [name: string];
interface Insights {
  track(name: string): void;
  landing(): Landing;
}
type InsightsWindow = Window & Record<string, unknown>;

const ENDPOINT = `/api/v1${ANALYTICS_ROUTE_PATHS.collect}`;
const STAFF_PATHS = ['/admin', '/login', '/dashboard'];

export function startInsights(w: InsightsWindow = window as unknown as InsightsWindow): void {
  const nav = w.navigator as Navigator & { globalPrivacyControl?: boolean };
  const loc = w.location;
  const here = () => loc.pathname + loc.search;
  const staff = () => STAFF_PATHS.some((p) => loc.pathname === p || loc.pathname.startsWith(`${p}/`));
  const off = nav.globalPrivacyControl === true || nav.webdriver === true;

  let referrer: string | undefined;
  try {
    const r = w.document.referrer;
    referrer = r && new URL(r).origin !== loc.origin ? r : undefined;
  } catch {
    referrer = undefined;
  }
  // A page session that started here from outside the site (or directly) is a landing;
  // one reached by a full-page navigation inside the site is not (the server knows the visit).
  const landing: Landing = off || (w.document.referrer && !referrer) ? null : { landing: here(), referrer };

  const send = (name: string, path: string, ref?: string) => {
    if (off || staff()) return;
    const body = JSON.stringify(ref ? { n: name, u: path, r: ref } : { n: name, u: path });
    try {
      if (!nav.sendBeacon?.(ENDPOINT, body))
        fetch(ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {});
    } catch {
      // Analytics never breaks a page.
    }
  };

  let last: string | undefined;
  const page = () => {
    const path = here();
    if (path === last) return;
    const first = last === undefined;
    last = path;
    send(PAGEVIEW_EVENT, path, first ? referrer : undefined);
  };

  const history = w.history;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      page();
    };
  }
  w.addEventListener('popstate', page);

  const api: Insights = { track: (name) => send(name, here()), landing: () => landing };
  const queued = (w[ANALYTICS.queueGlobal] as QueueItem[] | undefined) ?? [];
  w[ANALYTICS.scriptGlobal] = api;
  w[ANALYTICS.queueGlobal] = { push: (item: QueueItem) => api.track(item[0]) };
  page();
  for (const item of queued) api.track(item[0]);
}
