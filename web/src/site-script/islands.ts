import { MESSAGES } from '@app/shared/messages';
import {
  BLOG_ADMIN_ISLAND,
  DRAFT_PREVIEW_ISLAND,
  ISLANDS,
  KEEP_APPLICATION_ISLAND,
  MEETING_MANAGER_ISLAND,
  SCHEDULE_MEETING_FORM_ISLAND,
} from '../app/islands';
import { hasTypedValues } from '../components/island/form-state';
import type { Island } from '../components/island/island';
import { canManageBlogs, readStoredUser } from '../lib/stored-user';
import { toast } from '../lib/toast';

/**
 * Loads the form islands of a static page (see components/island): on the
 * first interaction with the form (pointer, focus, key, touch, submit).
 * React and the form's code arrive only then (they would double the page's
 * initial JavaScript); the prerendered form is shown and usable before.
 */
// A click too: assistive technology may activate a button with a click and no pointer or focus event.
const INTERACTIONS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart', 'click'] as const;

function start(container: HTMLElement, island: Island, replaySubmit: boolean): void {
  if (container.dataset.islandLoading !== undefined) return;
  container.dataset.islandLoading = '';
  Promise.all([island.preload(), import('../components/island/mount-island')]).then(
    ([, { mountIsland }]) => {
      if (island.loaded) mountIsland(container, island.loaded, replaySubmit);
    },
    (error: unknown) => {
      delete container.dataset.islandLoading;
      console.error('Could not load the form', error);
      toast({ color: 'red', title: 'Error', message: MESSAGES.errorSubmittingFormTryAgain });
    },
  );
}

/**
 * Runs `go` once `target` is first in view (the schedule-meeting picker: its
 * times load on first sight, not on a click; issue 30, item 3). Without
 * IntersectionObserver it runs at once.
 */
function onFirstSight(target: Element, go: () => void): void {
  if (typeof IntersectionObserver !== 'function') {
    go();
    return;
  }
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    seen.disconnect();
    go();
  });
  seen.observe(target);
}

export function initIslands(doc: Document = document): void {
  for (const container of doc.querySelectorAll<HTMLElement>('[data-island="static"][data-island-name]')) {
    const island = ISLANDS.find((i) => i.name === container.dataset.islandName);
    if (!island) continue;
    if (island === BLOG_ADMIN_ISLAND) {
      if (canManageBlogs(readStoredUser())) {
        container.hidden = false;
        start(container, island, false);
      }
      continue;
    }
    // Nothing to show before it runs: it reads the link in the fragment and asks for the booking.
    if (
      island === MEETING_MANAGER_ISLAND ||
      island === KEEP_APPLICATION_ISLAND ||
      island === DRAFT_PREVIEW_ISLAND
    ) {
      start(container, island, false);
      continue;
    }
    // The visitor may have reached the form before this script ran (the inline guard holds a submit).
    const early =
      container.querySelector('form[data-pending-submit]') !== null ||
      container.contains(doc.activeElement) ||
      hasTypedValues(container);
    const go = () => start(container, island, false);
    if (early) go();
    if (island === SCHEDULE_MEETING_FORM_ISLAND)
      onFirstSight(container.querySelector('[data-slot-picker]') ?? container, go);
    for (const type of INTERACTIONS) container.addEventListener(type, go, { passive: true, once: true });
    container.addEventListener('submit', go, { capture: true });
  }
}
