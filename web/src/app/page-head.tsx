import { useEffect } from 'react';
import { PAGE_META, type StaticPublicPath } from '../content/page-meta';
import { applyHead } from '../features/marketing/seo/apply-head';

/** Updates title, description and canonical on client-side navigation to a static public page. */
export function PageHead({ path }: { path: string }) {
  useEffect(() => {
    const meta = PAGE_META[path as StaticPublicPath] as (typeof PAGE_META)[StaticPublicPath] | undefined;
    if (meta) applyHead(path, meta);
  }, [path]);
  return null;
}
