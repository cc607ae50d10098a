import type { HeadInput } from '@app/shared/html/head';
import { NOT_FOUND_META, PAGE_META, type StaticPublicPath } from '../../../content/page-meta';
import { serviceByPath } from '../../../content/services';
import { headInputFor, headTags } from './head-tags';
import { breadcrumbList, faqPage, type JsonLd, organization, service, webSite } from './structured-data';

const HOME_CRUMB = { name: 'Home', path: '/' };

/** Breadcrumb trail of a page: Home, any parent page, then the page itself. */
export function breadcrumbTrail(path: string, label: string): Array<{ name: string; path: string }> {
  if (path === '/') return [HOME_CRUMB];
  const trail = [HOME_CRUMB];
  if (path.startsWith('/blogs/') && path !== '/blogs')
    trail.push({ name: PAGE_META['/blogs'].breadcrumb, path: '/blogs' });
  trail.push({ name: label, path });
  return trail;
}

/** JSON-LD for a static page: Organization on home, Service + FAQPage on service pages, BreadcrumbList elsewhere. */
export function jsonLdFor(path: StaticPublicPath, siteUrl: string): JsonLd[] {
  if (path === '/') return [organization(siteUrl), webSite(siteUrl)];
  const meta = PAGE_META[path];
  const data: JsonLd[] = [];
  const svc = serviceByPath(path);
  if (svc) data.push(service(svc, siteUrl), faqPage(svc.faqs));
  data.push(breadcrumbList(breadcrumbTrail(path, meta.breadcrumb), siteUrl));
  return data;
}

export function headForPath(path: StaticPublicPath, siteUrl: string): string {
  return headTags({ path, meta: PAGE_META[path], siteUrl, jsonLd: jsonLdFor(path, siteUrl) });
}

/** The structured head of a page, stored with its compiled template so the API can rebuild its JSON-LD. */
export function headInputForPath(path: StaticPublicPath, siteUrl: string): HeadInput {
  return headInputFor({ path, meta: PAGE_META[path], siteUrl, jsonLd: jsonLdFor(path, siteUrl) });
}

export function headForNotFound(siteUrl: string): string {
  return headTags({ path: '/404', meta: NOT_FOUND_META, siteUrl, jsonLd: [], canonical: null });
}
