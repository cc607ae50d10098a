import { preloadableLazy } from '../../lib/preloadable-lazy';

/**
 * The rich-text editor as its own chunk (Tiptap stays out of every other screen and of public
 * pages). Screens that edit rich text preload it after sign-in (their `preloadParts`), and a
 * preloaded editor renders with the form at once instead of behind a loader.
 */
export const LazyRichTextEditor = preloadableLazy(() => import('./rich-text-editor'));
