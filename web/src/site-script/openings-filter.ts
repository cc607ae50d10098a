/**
 * The careers page's category filter (SPEC §2 'Current Openings'): the
 * buttons show one category's group; a category with no opening says 'No
 * more listings available'. Without JavaScript the bar stays hidden and every
 * group shows.
 */
function applyFilter(root: Element, category: string): void {
  let shown = 0;
  for (const group of root.querySelectorAll<HTMLElement>('[data-category]')) {
    group.hidden = category !== 'All' && group.dataset.category !== category;
    if (!group.hidden) shown++;
  }
  for (const button of root.querySelectorAll<HTMLElement>('[data-filter]'))
    button.setAttribute('aria-pressed', String(button.dataset.filter === category));
  const empty = root.querySelector<HTMLElement>('[data-filter-empty]');
  if (empty) empty.hidden = shown > 0;
}

export function initOpeningsFilter(doc: Document = document): void {
  for (const bar of doc.querySelectorAll<HTMLElement>('[data-openings-filter]')) bar.hidden = false;
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-filter]');
    const root = button?.closest('[data-openings]');
    if (button && root) applyFilter(root, button.dataset.filter ?? 'All');
  });
}
