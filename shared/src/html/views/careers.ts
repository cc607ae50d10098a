/**
 * The careers page's document at run time (issue 31): the texts staff edit
 * filled into the build's slots (the traits as the same cards the service
 * pages use; the values' names and images stay as built).
 */
import { CAREERS_SLOTS, type CareersContent } from '../../pages/careers-page';
import type { SiteClasses } from '../site-classes';
import type { SlotFill } from '../template';
import { textCards } from './service';

export function careersFills(cls: SiteClasses, c: CareersContent): Record<string, SlotFill> {
  return {
    [CAREERS_SLOTS.heading]: c.heading,
    [CAREERS_SLOTS.lead]: c.lead,
    [CAREERS_SLOTS.text]: c.text,
    ...Object.fromEntries(c.values.map((v, i) => [CAREERS_SLOTS.value(i), v.description])),
    [CAREERS_SLOTS.traits]: textCards(cls, c.traits),
  };
}
