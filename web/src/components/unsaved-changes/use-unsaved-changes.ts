import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

type HistoryMethod = (...args: unknown[]) => void;
interface PatchableNavigator {
  push: HistoryMethod;
  replace: HistoryMethod;
}

/**
 * Holds back navigation while a form has unsaved edits:
 * - links, buttons and redirects inside the app (the router's navigator is
 *   wrapped: the navigation waits until the member confirms or cancels);
 * - reloads, closing the tab and typed addresses (the browser's own
 *   "Leave site?" prompt, through beforeunload).
 * `isDirty` is read at the moment of navigating, so a form that just saved
 * (and reports clean) is never held back by its own redirect. The app uses
 * react-router's declarative mode, which has no `useBlocker`; the browser's
 * back button is therefore not held back inside the app.
 */
export function useUnsavedChanges(isDirty: () => boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    const nav = navigator as unknown as PatchableNavigator;
    const { push, replace } = nav;
    const hold =
      (go: HistoryMethod): HistoryMethod =>
      (...args) => {
        if (dirty.current()) setPending(() => () => go.apply(nav, args));
        else go.apply(nav, args);
      };
    nav.push = hold(push);
    nav.replace = hold(replace);
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      nav.push = push;
      nav.replace = replace;
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [navigator]);

  return {
    /** A navigation waits for an answer. */
    asking: pending !== null,
    leave: () => {
      const go = pending;
      setPending(null);
      go?.();
    },
    stay: () => setPending(null),
  };
}
