/**
 * The navigation's disclosure menus (Services, Company), without React:
 * click or Enter/Space toggles; ArrowDown opens and focuses the first link;
 * arrows move between links; Escape closes and returns focus to the button;
 * an outside click, focus leaving the menu or following a link closes it.
 * Listeners sit on the document, so menus rendered later (the staff area's
 * React layout) work too.
 */
const MENU = '[data-dropdown]';

function parts(menu: Element) {
  const button = menu.querySelector<HTMLButtonElement>(':scope > button');
  const list = menu.querySelector<HTMLElement>(':scope > ul');
  return { button, list, links: Array.from(list?.querySelectorAll<HTMLAnchorElement>('a') ?? []) };
}

function setOpen(menu: Element, open: boolean): void {
  const { button, list } = parts(menu);
  if (!button || !list) return;
  button.setAttribute('aria-expanded', String(open));
  list.hidden = !open;
}

function isOpen(menu: Element): boolean {
  return parts(menu).button?.getAttribute('aria-expanded') === 'true';
}

function focusLink(menu: Element, index: number): void {
  const { links } = parts(menu);
  if (links.length > 0) links[(index + links.length) % links.length]?.focus();
}

export function initDropdowns(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const button = target?.closest(`${MENU} > button`);
    const menu = target?.closest(MENU);
    if (button && menu) setOpen(menu, !isOpen(menu));
    else if (menu && target?.closest('a')) setOpen(menu, false);
  });
  doc.addEventListener('keydown', (event) => {
    const menu = (event.target as Element | null)?.closest?.(MENU);
    if (!menu) return;
    const { links } = parts(menu);
    const index = links.indexOf(doc.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && isOpen(menu)) {
      event.preventDefault();
      setOpen(menu, false);
      parts(menu).button?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(menu, true);
      focusLink(menu, index + 1);
    } else if (event.key === 'ArrowUp' && isOpen(menu)) {
      event.preventDefault();
      focusLink(menu, index < 0 ? -1 : index - 1);
    }
  });
  doc.addEventListener('pointerdown', (event) => {
    for (const menu of doc.querySelectorAll(MENU)) {
      if (isOpen(menu) && !menu.contains(event.target as Node)) setOpen(menu, false);
    }
  });
  doc.addEventListener('focusout', (event) => {
    const menu = (event.target as Element | null)?.closest?.(MENU);
    if (menu && isOpen(menu) && !menu.contains(event.relatedTarget as Node | null)) setOpen(menu, false);
  });
}
