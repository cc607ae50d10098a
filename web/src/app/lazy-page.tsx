import { type ComponentType, type JSX, lazy } from 'react';

/** A code-split page that can be loaded before rendering (prerender, hydration). */
export interface LazyPage<P extends object> {
  (props: P): JSX.Element;
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but once `preload()` resolved the page renders
 * synchronously. The prerenderer preloads every page, and the client preloads
 * the current page before hydrating, so hydration never suspends and the
 * prerendered HTML is never replaced by a loader.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy; called once per page at module level.
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Page.preload = preload;
  return Page;
}
