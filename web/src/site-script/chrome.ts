import { isAdminUser, readStoredUser } from '../lib/stored-user';
import { STORED_USER_EVENT } from '../lib/stored-user-event';
import { initDrawer } from './drawer';
import { initDropdowns } from './dropdowns';
import { initAnalyticsLinks, initHideOnScroll } from './header';

/**
 * SPEC §2: a signed-in user of type Admin sees only "Admin" in the
 * navigation. The header renders both navigations; CSS shows one by
 * `html[data-admin]`, which an inline script in index.html sets before first
 * paint and this keeps current when the stored user changes.
 */
function syncAdminFlag(doc: Document = document): void {
  doc.documentElement.toggleAttribute('data-admin', isAdminUser(readStoredUser()));
}

/** The behaviour of the layout every page shares (public pages and the staff area's React layout). */
export function initSiteChrome(doc: Document = document): void {
  syncAdminFlag(doc);
  window.addEventListener('storage', () => syncAdminFlag(doc));
  window.addEventListener(STORED_USER_EVENT, () => syncAdminFlag(doc));
  initDropdowns(doc);
  initDrawer(doc);
  initHideOnScroll(window);
  initAnalyticsLinks(doc);
}
