import { ANALYTICS } from '@app/shared/analytics';
import type { LandingAttribution } from '@app/shared/schemas/analytics';

/** Google Tag Manager style data layer; present only when a tag manager is installed. */
declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

type Globals = Record<string, unknown>;

/**
 * Pushes a page analytics event (SPEC §2: a named event plus extra data) to
 * `window.dataLayer` when it exists, and the event name to the first-party
 * collection script (src/insights), queued until that deferred script runs.
 * Never throws. Returns whether a data layer took it.
 */
export function pushAnalyticsEvent(event: string, data: Record<string, unknown> = {}): boolean {
  if (typeof window === 'undefined') return false;
  try {
    const w = window as unknown as Globals;
    if (!w[ANALYTICS.queueGlobal]) w[ANALYTICS.queueGlobal] = [];
    (w[ANALYTICS.queueGlobal] as { push(item: [string]): unknown }).push([event]);
  } catch (error) {
    console.error('Could not queue the analytics event', error);
  }
  if (!Array.isArray(window.dataLayer)) return false;
  try {
    window.dataLayer.push({ event, ...data });
    return true;
  } catch (error) {
    console.error('Could not push the analytics event', error);
    return false;
  }
}

export const CONTACT_US_CLICK_EVENT = 'contact_us_click';

/**
 * Where this page session entered the site (landing page with its UTM tags,
 * and the external referrer), kept in memory by the collection script; sent
 * with lead forms so the server can attribute the lead. Undefined with
 * Global Privacy Control, before the script ran, or after a full-page
 * navigation inside the site (the server then uses the visit of the day).
 */
export function landingAttribution(): LandingAttribution | undefined {
  if (typeof window === 'undefined') return undefined;
  const insights = (window as unknown as Globals)[ANALYTICS.scriptGlobal] as
    | { landing?: () => LandingAttribution | null }
    | undefined;
  try {
    return insights?.landing?.() ?? undefined;
  } catch {
    return undefined;
  }
}
