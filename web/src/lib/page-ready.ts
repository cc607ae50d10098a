import { useEffect } from 'react';

/**
 * Pages the API publishes as static HTML (blog posts, job openings; marked
 * `data-rendered="server-static"`) cannot be hydrated: the app renders them
 * again. main.tsx renders off-screen and swaps in one step once the page says
 * its content is on screen, so the visitor (and CLS) never sees the app's
 * loading state replace the readable page.
 */
export const PAGE_READY_EVENT = 'app:page-ready';

export function signalPageReady(): void {
  window.dispatchEvent(new Event(PAGE_READY_EVENT));
}

/** Signals once `ready` is true (after the commit that shows the content). */
export function usePageReady(ready: boolean): void {
  useEffect(() => {
    if (ready) signalPageReady();
  }, [ready]);
}

/**
 * Renders into a hidden sibling of `container` and replaces it when a page
 * signals it is ready, or after `timeoutMs` at the latest.
 */
export function renderOverStaticPage(
  container: HTMLElement,
  render: (target: HTMLElement) => void,
  timeoutMs = 4000,
) {
  const staging = document.createElement('div');
  staging.hidden = true;
  container.after(staging);
  let swapped = false;
  const swap = () => {
    if (swapped) return;
    swapped = true;
    window.removeEventListener(PAGE_READY_EVENT, swap);
    container.remove();
    staging.id = 'root';
    staging.hidden = false;
  };
  window.addEventListener(PAGE_READY_EVENT, swap);
  window.setTimeout(swap, timeoutMs);
  render(staging);
}
