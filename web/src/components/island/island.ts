import type { ComponentType } from 'react';

/**
 * A form island: part of a static public page whose code loads later. The
 * prerenderer renders its component into the page (plain HTML, styled, can
 * be typed into); the site script (src/site-script/islands.ts) loads its module on
 * the first interaction and mounts the live component over it.
 */
export interface Island {
  /** `data-island-name` of its container. */
  readonly name: string;
  /** The module under web/ (for the build manifest: the prerenderer links its CSS in the page head). */
  readonly source: string;
  readonly loaded: ComponentType | undefined;
  preload(): Promise<void>;
}

export interface IslandModule {
  default: ComponentType;
}

export function island(name: string, source: string, load: () => Promise<IslandModule>): Island {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  return {
    name,
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
