/** Google Tag Manager style data layer; present only when a tag manager is installed. */
declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/**
 * Pushes a page analytics event (SPEC §2: a named event plus extra data) to
 * `window.dataLayer` when it exists; otherwise does nothing. Never throws.
 */
export function pushAnalyticsEvent(event: string, data: Record<string, unknown> = {}): boolean {
  if (typeof window === 'undefined' || !Array.isArray(window.dataLayer)) return false;
  try {
    window.dataLayer.push({ event, ...data });
    return true;
  } catch (error) {
    console.error('Could not push the analytics event', error);
    return false;
  }
}

export const CONTACT_US_CLICK_EVENT = 'contact_us_click';
