/**
 * Whether the admin's styles are on this document. The admin loads Mantine's
 * complete stylesheet (app/admin-scope.tsx), global reset included; public
 * pages carry only their own small set. So leaving the admin for a public
 * page is a full page load (app/router.tsx), never a client-side navigation:
 * nothing of the admin's CSS reaches a public page. Kept tiny and free of
 * Mantine because every page loads it.
 */
let adminScopeLoaded = false;

/** Called once by the admin scope chunk when its stylesheet arrives. */
export function markAdminScopeLoaded(): void {
  adminScopeLoaded = true;
}

/** Whether this document has loaded the admin's stylesheet. */
export function hasAdminScope(): boolean {
  return adminScopeLoaded;
}
