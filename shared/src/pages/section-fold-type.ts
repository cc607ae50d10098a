/**
 * Where a folded site section lives: the page document `pageId`, at `path`
 * (section-fold.ts). Its own module, so the fold tables and the lookup that
 * spreads them import it without a circle.
 */
export type SectionFold = { readonly pageId: string; readonly path: readonly (string | number)[] };
