/**
 * Hostile inputs for every rich-text and plain-text field (issue "Bad input").
 * Each entry would run script in a browser if it reached a page unescaped
 * or unsanitised. Tests assert that none survives as markup: no element
 * other than the allowlist, no on* attribute, no javascript:/data: URL.
 */
export declare const XSS_CORPUS: readonly string[];
/**
 * Why `html` (sanitiser output, where every "<" of text is escaped) is
 * unsafe, or null: an element off the allowlist, an on* attribute, a
 * javascript:/data:/vbscript: URL, or a style with expression()/url().
 */
export declare function findDangerousMarkup(html: string): string | null;
