import type { EditorFont } from '@app/shared/constants';

/** Editor fonts every system has (SPEC §2's list minus the web fonts below): nothing to download. */
export const SYSTEM_FONTS = ['arial', 'georgia', 'verdana'] as const;
export type WebFont = Exclude<EditorFont, (typeof SYSTEM_FONTS)[number]>;

/**
 * The eight web fonts of the editor, self-hosted from @fontsource (no
 * third-party request). Each is its own CSS chunk, imported only when some
 * rich content on the page uses it, so other pages never load it; the
 * browser then downloads just the faces and unicode ranges the text needs.
 */
const FONT_CSS: Record<WebFont, () => Promise<unknown>> = {
  'courier-prime': () => import('./fonts/courier-prime.css'),
  'noto-serif': () => import('./fonts/noto-serif.css'),
  roboto: () => import('./fonts/roboto.css'),
  'open-sans': () => import('./fonts/open-sans.css'),
  montserrat: () => import('./fonts/montserrat.css'),
  poppins: () => import('./fonts/poppins.css'),
  raleway: () => import('./fonts/raleway.css'),
  ubuntu: () => import('./fonts/ubuntu.css'),
};

export const WEB_FONTS = Object.keys(FONT_CSS) as WebFont[];

const isWebFont = (name: string): name is WebFont => name in FONT_CSS;

/** The web fonts a piece of stored rich text uses (`class="font-<name>"`, shared/src/rich-text.ts). */
export function webFontsIn(html: string): WebFont[] {
  const found = new Set<WebFont>();
  for (const match of html.matchAll(/class="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) {
      const font = name.startsWith('font-') ? name.slice(5) : '';
      if (isWebFont(font)) found.add(font);
    }
  }
  return [...found];
}

/** Loads the CSS of the web fonts `html` uses; resolves once it is in the page (a failure is only logged). */
export async function loadFontsFor(html: string): Promise<void> {
  await Promise.all(
    webFontsIn(html).map((font) =>
      FONT_CSS[font]().catch((error: unknown) => console.error(`Could not load the font ${font}`, error)),
    ),
  );
}
