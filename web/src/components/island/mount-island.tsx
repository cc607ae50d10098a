import { type ComponentType, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { restoreSnapshot, takeSnapshot } from './form-state';

/**
 * Replaces an island's static HTML with its live component in one task, so
 * no keystroke lands between the two: what the visitor typed and where the
 * focus was carry over, and a submit made before the code loaded (held by the
 * inline guard in index.html, or by the site script) is replayed.
 */
export function mountIsland(container: HTMLElement, Component: ComponentType, replaySubmit: boolean): void {
  const pending = container.querySelector('form[data-pending-submit]') !== null;
  const snapshot = takeSnapshot(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <Component />
      </StrictMode>,
    ),
  );
  container.dataset.island = 'live';
  restoreSnapshot(container, snapshot);
  if (pending || replaySubmit) container.querySelector('form')?.requestSubmit();
}
