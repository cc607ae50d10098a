/**
 * The Life at Moondive document at run time (issue 31), the same markup as
 * web/src/app/pages/life-at-moondive.tsx: the texts, the highlights as the
 * service pages' cards, the quotes as figures.
 */
import { LIFE_SLOTS, type LifeContent } from '../../pages/life-page';
import { h } from '../html';
import type { SiteClasses } from '../site-classes';
import type { SlotFill } from '../template';
import { textCards } from './service';

export function lifeFills(cls: SiteClasses, c: LifeContent): Record<string, SlotFill> {
  return {
    [LIFE_SLOTS.heading]: c.heading,
    [LIFE_SLOTS.lead]: c.lead,
    [LIFE_SLOTS.text]: c.text,
    [LIFE_SLOTS.highlights]: textCards(cls, c.highlights),
    [LIFE_SLOTS.quotes]: c.quotes.map((q) =>
      h(
        'figure',
        { class: cls['ui.card'] },
        h('blockquote', { style: 'margin:0' }, h('p', { class: cls['ui.cardText'] }, `“${q.quote}”`)),
        h('figcaption', null, h('strong', null, q.name), `, ${q.role}`),
      ),
    ),
  };
}
