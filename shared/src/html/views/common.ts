import { formatUsShortDate } from '../../dates';
import { type Child, h } from '../html';
import type { SiteClasses } from '../site-classes';

/** Class names joined (the views' equivalent of a className list). */
export const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** A responsive grid of cards, as web/src/components/ui/grid.tsx renders it. */
export function grid(cls: SiteClasses, cols: 2 | 3, children: Child): ReturnType<typeof h> {
  return h('div', { class: cx(cls['ui.grid'], cols === 2 ? cls['ui.grid2'] : cls['ui.grid3']) }, children);
}

/** `<time>` with the SPEC §9 US short date. */
export function time(iso: string): ReturnType<typeof h> {
  return h('time', { datetime: iso }, formatUsShortDate(iso));
}

/** The closing call-to-action banner (web/src/components/ui/call-to-action.tsx). */
export function callToAction(
  cls: SiteClasses,
  cta: { title: string; description: string; buttonText: string; buttonLink: string },
): ReturnType<typeof h> {
  return h(
    'div',
    { class: cls['ui.container'] },
    h(
      'aside',
      { class: cls['ui.cta'], 'aria-label': cta.title },
      h('h2', null, cta.title),
      h('p', null, cta.description),
      h('a', { href: cta.buttonLink, class: cls['ui.ctaButton'] }, cta.buttonText),
    ),
  );
}

/** A plain paragraph, e.g. an empty-list message. */
export const para = (text: string, className?: string) =>
  h('p', className ? { class: className } : null, text);
