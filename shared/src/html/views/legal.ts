/**
 * The run-time views of a legal page's document (issue 31), the same markup
 * as web/src/app/pages/legal.tsx: the prose sections and the "Last updated" line.
 */
import { formatUsShortDate } from '../../dates';
import type { LegalSection } from '../../pages/legal-page';
import { h } from '../html';
import type { SiteClasses } from '../site-classes';

export function legalSections(cls: SiteClasses, sections: readonly LegalSection[]) {
  return sections.map((section) =>
    h(
      'section',
      null,
      h('h2', { class: cls['ui.cardTitle'] }, section.heading),
      ...section.paragraphs.map((p) => h('p', null, p)),
    ),
  );
}

/** The children of the "Last updated" line: the day as a <time>. */
export function updatedLine(day: string) {
  return ['Last updated ', h('time', { datetime: day }, formatUsShortDate(day))];
}
