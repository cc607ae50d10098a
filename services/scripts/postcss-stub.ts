/**
 * Stand-in for postcss in Lambda bundles (see bundle.ts). sanitize-html only
 * parses style attributes with postcss when `parseStyleAttributes` is on; our
 * allowlist turns it off and filters span styles itself (lib/sanitize-html.ts),
 * so this is never called. It throws rather than let a style through unparsed.
 */
export function parse(): never {
  throw new Error('postcss is not bundled: style attributes are filtered by lib/sanitize-html.ts');
}
