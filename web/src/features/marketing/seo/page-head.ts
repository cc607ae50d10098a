import type { Blog } from '@app/shared/schemas/blog';
import { NOT_FOUND_META, PAGE_META, type StaticPublicPath } from '../../../content/page-meta';
import { serviceByPath } from '../../../content/services';
import type { PageMeta } from '../../../content/types';
import { headTags } from './head-tags';
import {
  blogPosting,
  breadcrumbList,
  faqPage,
  type JsonLd,
  organization,
  service,
  webSite,
} from './structured-data';

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

/** Meta of a blog view, from the blog's own SEO fields. */
export function blogMeta(blog: Blog): PageMeta {
  const description = blog.metaDescription || PAGE_META['/blogs'].description;
  return {
    title: blog.metaTitle || blog.title,
    description,
    ogTitle: blog.ogTitle || blog.metaTitle || blog.title,
    ogDescription: description,
    ogImage: blog.ogImage,
    ogType: 'article',
    breadcrumb: blog.title,
  };
}

export function headForBlog(blog: Blog, siteUrl: string): string {
  const path = `/blogs/${blog.slug}`;
  const meta = blogMeta(blog);
  return headTags({
    path,
    meta,
    siteUrl,
    jsonLd: [blogPosting(blog, siteUrl), breadcrumbList(breadcrumbTrail(path, blog.title), siteUrl)],
  });
}

export function headForNotFound(siteUrl: string): string {
  return headTags({ path: '/404', meta: NOT_FOUND_META, siteUrl, jsonLd: [], canonical: null });
}
