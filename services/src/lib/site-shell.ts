/**
 * Key of the deployed SPA shell in the site bucket, which share-ready pages are
 * rendered from. It is `spa.html` (the admin fallback: no prerendered public
 * content, no page-specific preloads), not `index.html`, which is the
 * prerendered home page.
 */
export const SHELL_KEY = 'spa.html';
