import type { ComponentType } from 'react';

/** A code-split component whose chunk can be loaded ahead of rendering (see DeferredIsland). */
export interface Island {
  /** The module under web/ (for the build manifest: the prerenderer links its CSS in the page head). */
  readonly source: string;
  readonly loaded: ComponentType | undefined;
  preload(): Promise<void>;
}

export function island(source: string, load: () => Promise<{ default: ComponentType }>): Island {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  return {
    source,
    get loaded() {
      return loaded;
    },
    preload() {
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
    },
  };
}
