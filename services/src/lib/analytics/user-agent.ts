import type { DeviceClass } from '@app/shared/analytics';
import Bowser from 'bowser';
import { isbot } from 'isbot';

/** Bots, crawlers and empty user agents are dropped before anything is stored (the isbot package). */
export function isBotAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || isbot(userAgent);
}

/** Device class and browser family from the user agent (the bowser package); only these are stored. */
export function describeAgent(userAgent: string): { device: DeviceClass; browser: string } {
  try {
    const parsed = Bowser.parse(userAgent);
    const type = parsed.platform?.type;
    const device: DeviceClass = type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other';
    return { device, browser: parsed.browser?.name?.slice(0, 40) || 'Other' };
  } catch {
    return { device: 'other', browser: 'Other' };
  }
}
