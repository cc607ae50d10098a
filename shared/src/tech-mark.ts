/**
 * A technology mark and the neutral one for a name without its own (apart
 * from the table in tech-icons.ts, which the API reads from the home template
 * instead of bundling it).
 */
export interface Mark {
  readonly path: string;
  readonly hex: string;
}

/** A neutral mark (a rounded square). */
export const FALLBACK: Mark = {
  path: 'M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3z',
  hex: '868E96',
};
