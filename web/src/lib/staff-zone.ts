/**
 * The member's time zone for staff screens (issue 27 item 5): a setting kept
 * in this browser (Settings › Time zone), the browser's own zone by default.
 * Every staff screen reads it through `useStaffZone`, so one lead reads the
 * same everywhere and a change applies to every open screen at once.
 */
import { isKnownZone } from '@app/shared/zoned-time';
import { useSyncExternalStore } from 'react';

const KEY = 'moondive.staffTimeZone';
const CHANGED = 'moondive:staff-zone';

export function browserZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownZone(zone) ? zone : 'UTC';
}

/** The saved zone, or null when the member follows the browser. */
export function savedStaffZone(): string | null {
  try {
    const saved = localStorage.getItem(KEY);
    return saved && isKnownZone(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function staffZone(): string {
  return savedStaffZone() ?? browserZone();
}

/** Saves the member's zone (null: follow the browser) and tells every screen. */
export function setStaffZone(zone: string | null): void {
  try {
    if (zone) localStorage.setItem(KEY, zone);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the zone stays the browser's.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useStaffZone(): string {
  return useSyncExternalStore(subscribe, staffZone, () => 'UTC');
}
