import { type ComponentType, type JSX, lazy, useState } from 'react';

/** A code-split component that can be loaded before it renders. */
export interface PreloadableLazy<P extends object> {
  (props: P): JSX.Element;
  /** Loads the chunk; resolves (to the component) once it has landed. */
  preload(): Promise<unknown>;
  /** Whether the chunk has landed (the component then renders at once). */
  loaded(): boolean;
}

/**
 * Like React.lazy, but once `preload()` resolved the component renders at once. React.lazy
 * suspends on its first render even when the import has already finished: the fallback
 * commits, and React then holds the content back for its fallback throttle (300 ms in
 * React 19), which bench:admin measured as 359 ms on Create Blog. The prerenderer and the
 * client preload public pages before hydrating, so hydration never suspends; admin screens
 * preload their editors after sign-in. The choice is made once per mount, so a component
 * never remounts (losing its state) when its chunk lands.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module.default;
      },
      (error: unknown) => {
        pending = null; // a failed download may be retried by the next render
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy; called once per component at module level.
  function Preloadable(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  Preloadable.preload = preload;
  Preloadable.loaded = () => loaded !== null;
  return Preloadable;
}
