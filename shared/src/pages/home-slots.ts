/**
 * The home page document's id, shapes and template slots without its schema
 * (home-page.ts): the public page's components import these, and zod stays
 * out of public bundles.
 */
export const HOME_PAGE_ID = 'home';

/** The first stats state SPEC §1's claims: fixed (the seed's, in order). */
export const HOME_CLAIM_STATS = 2;

/** Every slide picture's frame (the build's SVGs; an upload is cropped into it). */
export const HOME_SLIDE_FRAME = { width: 560, height: 420 } as const;

export type HomeSlide = {
  readonly eyebrow: string;
  readonly heading: string;
  readonly text: string;
  /** A built-in /images/hero/ picture or an uploaded /media/ image. */
  readonly image: string;
  readonly alt: string;
};
export type HomeStat = { readonly value: string; readonly label: string };

// A type, not an interface: @mantine/form's resolver takes a record of fields.
export type HomeContent = {
  readonly hero: { readonly heading: string; readonly lead: string; readonly slides: readonly HomeSlide[] };
  /** `body`: one paragraph per line (the home.about section's field). */
  readonly about: { readonly heading: string; readonly body: string };
  readonly stats: readonly HomeStat[];
  readonly industries: readonly string[];
};
export type HomePageDoc = HomeContent;

/** Template slots of the home page (the hero and about texts keep their section marks). */
export const HOME_SLOTS = {
  slides: 'home.slides',
  stats: 'home.stats',
  industries: 'home.industries',
} as const;
