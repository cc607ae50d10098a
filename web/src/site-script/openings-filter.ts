/**
 * The careers page's category filter (SPEC §2 'Current Openings'): the
 * buttons show one category's group; a category with no opening says 'No
 * more listings available'. Without JavaScript the bar stays hidden and every
 * group shows. A link may also narrow the openings to one job type
 * (`?type=Internship`, Life's "See internship openings"): then only those
 * cards show, with a note naming the type and a link back to all openings.
 */
import { OPENINGS_TYPE_PARAM } from '@app/shared/careers';
import { JOB_TYPES } from '@app/shared/form-options';

function applyFilter(root: Element, category: string, jobType: string | null): void {
  let shown = 0;
  for (const group of root.querySelectorAll<HTMLElement>('[data-category]')) {
    let cards = 0;
    for (const card of group.querySelectorAll<HTMLElement>('[data-job-type]')) {
      card.hidden = jobType !== null && card.dataset.jobType !== jobType;
      if (!card.hidden) cards++;
    }
    group.hidden = (category !== 'All' && group.dataset.category !== category) || cards === 0;
    if (!group.hidden) shown++;
  }
  for (const button of root.querySelectorAll<HTMLElement>('[data-filter]'))
    button.setAttribute('aria-pressed', String(button.dataset.filter === category));
  const empty = root.querySelector<HTMLElement>('[data-filter-empty]');
  if (empty) empty.hidden = shown > 0;
  const note = root.querySelector<HTMLElement>('[data-type-note]');
  const label = note?.querySelector<HTMLElement>('[data-type-label]');
  if (note && label) {
    note.hidden = jobType === null;
    label.textContent = jobType ? `Showing ${jobType.toLowerCase()} openings only.` : '';
  }
}

/** The job type the address asks for, when it is one of the form's job types (anything else is ignored). */
function jobTypeOf(search: string): string | null {
  const wanted = new URLSearchParams(search).get(OPENINGS_TYPE_PARAM);
  return JOB_TYPES.find((t) => t === wanted) ?? null;
}

export function initOpeningsFilter(doc: Document = document, search = doc.location?.search ?? ''): void {
  let jobType = jobTypeOf(search);
  for (const bar of doc.querySelectorAll<HTMLElement>('[data-openings-filter]')) bar.hidden = false;
  if (jobType) for (const root of doc.querySelectorAll('[data-openings]')) applyFilter(root, 'All', jobType);
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const clear = target?.closest?.<HTMLElement>('[data-type-clear]');
    const clearRoot = clear?.closest('[data-openings]');
    if (clear && clearRoot) {
      // Stay on the page: drop the type from the address and show every opening.
      event.preventDefault();
      jobType = null;
      doc.defaultView?.history.replaceState(null, '', '/careers#current-openings');
      applyFilter(clearRoot, 'All', null);
      return;
    }
    const button = target?.closest?.<HTMLElement>('[data-filter]');
    const root = button?.closest('[data-openings]');
    if (button && root) applyFilter(root, button.dataset.filter ?? 'All', jobType);
  });
}
