import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isHydrating } from '../../app/hydration';
import { PageLoader } from '../page-loader';
import { type FormSnapshot, hasTypedValues, restoreSnapshot, takeSnapshot } from './form-state';
import type { Island } from './island';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
const INTERACTIONS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * Renders a heavy interactive part (a lead form with Mantine inputs and zod
 * validation) without putting its code in the page's initial JavaScript.
 *
 * The prerendered HTML of the island is kept as it is during hydration (a
 * plain form that already shows every field and can be typed into). Its code
 * loads on the first interaction with it (or, with `when="idle"`, once the
 * page has loaded); then the real component replaces the static HTML, keeping
 * what the visitor typed and where the focus was. A submit before that is held
 * back and replayed. After client-side navigation the island loads at once.
 */
export function DeferredIsland({
  island,
  when = 'interaction',
}: {
  island: Island;
  when?: 'interaction' | 'idle';
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [Loaded, setLoaded] = useState(() => island.loaded);
  const [keepServerHtml] = useState(() => !island.loaded && isHydrating());
  const snapshot = useRef<FormSnapshot | null>(null);
  const replaySubmit = useRef(false);

  useEffect(() => {
    if (Loaded) return;
    const element = ref.current;
    let cancelled = false;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      island.preload().then(
        () => {
          if (cancelled) return;
          if (!(element && keepServerHtml)) {
            setLoaded(() => island.loaded);
            return;
          }
          // Snapshot and swap in one task, so no keystroke lands between the two.
          snapshot.current = takeSnapshot(element);
          flushSync(() => setLoaded(() => island.loaded));
        },
        (error: unknown) => console.error('Could not load the form', error),
      );
    };
    if (!keepServerHtml || !element) {
      start();
      return () => {
        cancelled = true;
      };
    }
    // The visitor may have reached the form before hydration attached these listeners
    // (index.html holds a submit made that early and marks the form).
    const pending = element.querySelector('form[data-pending-submit]');
    if (pending) {
      pending.removeAttribute('data-pending-submit');
      replaySubmit.current = true;
    }
    if (pending || element.contains(document.activeElement) || hasTypedValues(element)) {
      start();
      return () => {
        cancelled = true;
      };
    }
    const onSubmit = (event: Event) => {
      event.preventDefault();
      replaySubmit.current = true;
      start();
    };
    for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true });
    element.addEventListener('submit', onSubmit, true);
    let idle: number | undefined;
    const onLoad = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(start, { timeout: 2000 })
        : window.setTimeout(start, 200);
    };
    if (when === 'idle') {
      if (document.readyState === 'complete') onLoad();
      else window.addEventListener('load', onLoad, { once: true });
    }
    return () => {
      cancelled = true;
      for (const type of INTERACTIONS) element.removeEventListener(type, start);
      element.removeEventListener('submit', onSubmit, true);
      window.removeEventListener('load', onLoad);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [Loaded, island, keepServerHtml, when]);

  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!Loaded || !element || !snapshot.current) return;
    restoreSnapshot(element, snapshot.current);
    snapshot.current = null;
    if (replaySubmit.current) {
      replaySubmit.current = false;
      element.querySelector('form')?.requestSubmit();
    }
  }, [Loaded]);

  if (Loaded) {
    return (
      <div ref={ref} key="live" data-island={typeof window === 'undefined' ? 'static' : 'live'}>
        <Loaded />
      </div>
    );
  }
  if (keepServerHtml) {
    // Hydration leaves the prerendered children alone: the element has no React children to compare.
    return (
      <div
        ref={ref}
        key="static"
        data-island="static"
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose, it keeps the server HTML.
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  return (
    <div ref={ref} key="loading">
      <PageLoader />
    </div>
  );
}
