/** Key of the deployed SPA shell in the site bucket, which share-ready pages are rendered from. */
export const SHELL_KEY = 'index.html';
