import { DRAWER_CLOSE_DELAY_MS } from '@app/shared/constants';

/**
 * The mobile drawer (a modal <dialog>: focus stays inside, Escape closes it).
 * SPEC §2, §9: it closes 1 s after a navigation. A navigation from the drawer
 * is a page load here, so the drawer notes it in sessionStorage and the next
 * page opens it again and closes it 1 s later, as the visitor saw in the
 * single-page app; a same-page link (#hash) or a staff-area route change
 * closes it 1 s after the click.
 */
const DRAWER_ID = 'mobile-drawer';
const NAV_KEY = 'drawer-navigation';
/** A note older than this is from an abandoned navigation, not the one that loaded this page. */
const NOTE_MAX_AGE_MS = 30_000;

function drawer(doc: Document): HTMLDialogElement | null {
  return doc.getElementById(DRAWER_ID) as HTMLDialogElement | null;
}

function setOpen(dialog: HTMLDialogElement, open: boolean): void {
  const opener = dialog.ownerDocument.querySelector(`[aria-controls="${DRAWER_ID}"]`);
  if (open && !dialog.open) {
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }
  if (!open && dialog.open) {
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  }
  opener?.setAttribute('aria-expanded', String(open));
}

function closeLater(doc: Document): void {
  window.setTimeout(() => {
    const dialog = drawer(doc);
    if (dialog) setOpen(dialog, false);
  }, DRAWER_CLOSE_DELAY_MS);
}

export function initDrawer(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const dialog = drawer(doc);
    if (!dialog || !target) return;
    if (target.closest(`[aria-controls="${DRAWER_ID}"]`)) setOpen(dialog, true);
    else if (target.closest('[data-drawer-close]') || target === dialog) setOpen(dialog, false);
    else if (target.closest(`#${DRAWER_ID} a`)) {
      try {
        sessionStorage.setItem(NAV_KEY, String(Date.now()));
      } catch {
        // Storage blocked: the new page simply opens without the drawer.
      }
      closeLater(doc);
    }
  });
  doc.addEventListener(
    'close',
    (event) => {
      if (event.target === drawer(doc))
        doc.querySelector(`[aria-controls="${DRAWER_ID}"]`)?.setAttribute('aria-expanded', 'false');
    },
    true,
  );
  let note: string | null = null;
  try {
    note = sessionStorage.getItem(NAV_KEY);
    sessionStorage.removeItem(NAV_KEY);
  } catch {
    note = null;
  }
  const dialog = drawer(doc);
  if (dialog && note && Date.now() - Number(note) < NOTE_MAX_AGE_MS) {
    setOpen(dialog, true);
    closeLater(doc);
  }
}
