/** Lowercase, accents removed, whitespace collapsed: what every list search compares (`searchText`). */
export function normalizeSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
