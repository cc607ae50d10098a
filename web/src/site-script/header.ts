import { NAV_HIDE_THRESHOLD_PX } from '@app/shared/constants';
import { pushAnalyticsEvent } from '../lib/analytics';

/**
 * SPEC §2: the navigation hides when scrolling down past 100 px and shows
 * again when scrolling up (and always near the top), never while it holds
 * the focus.
 */
export function nextNavHidden(previousY: number, y: number, hidden: boolean): boolean {
  if (y <= NAV_HIDE_THRESHOLD_PX) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return hidden;
}

export function initHideOnScroll(win: Window = window): void {
  let previousY = win.scrollY;
  let hidden = false;
  win.addEventListener(
    'scroll',
    () => {
      const header = win.document.querySelector<HTMLElement>('[data-site-header]');
      const y = win.scrollY;
      hidden = nextNavHidden(previousY, y, hidden) && !header?.contains(win.document.activeElement);
      previousY = y;
      if (header) header.toggleAttribute('data-hidden', hidden);
    },
    { passive: true },
  );
}

/**
 * SPEC §2: clicking Contact Us pushes a named event with extra data to the
 * data layer, when there is one, and to the site's own analytics (the
 * collection script sends it with a beacon, so the full-page navigation that
 * follows does not lose it).
 */
export function initAnalyticsLinks(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLElement>('[data-analytics-event]');
    const name = link?.dataset.analyticsEvent;
    if (!link || !name) return;
    pushAnalyticsEvent(name, { label: link.dataset.analyticsLabel, page: window.location.pathname });
  });
}
