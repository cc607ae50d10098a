import { absoluteUrl } from '../../lib/site-pages';

/** schema.org BreadcrumbList: Home, then each [name, path]. */
export function breadcrumbLd(siteUrl: string, trail: ReadonlyArray<readonly [string, string]>) {
  const items = [['Home', '/'] as const, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: absoluteUrl(path, siteUrl),
    })),
  };
}
