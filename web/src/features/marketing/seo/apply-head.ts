import type { PageMeta } from '../../../content/types';
import { documentTitle } from './head-tags';

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

function metaElement(key: 'name' | 'property', name: string) {
  return () => {
    const element = document.createElement('meta');
    element.setAttribute(key, name);
    return element;
  };
}

/**
 * After a client-side navigation, brings the document head in line with the
 * new page (the prerendered HTML already has it for the first page).
 */
export function applyHead(path: string, meta: PageMeta): void {
  document.title = documentTitle(path, meta);
  setMeta('meta[name="description"]', metaElement('name', 'description'), 'content', meta.description);
  setMeta('meta[property="og:title"]', metaElement('property', 'og:title'), 'content', meta.ogTitle);
  setMeta(
    'meta[property="og:description"]',
    metaElement('property', 'og:description'),
    'content',
    meta.ogDescription,
  );
  setMeta(
    'link[rel="canonical"]',
    () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    },
    'href',
    new URL(path, window.location.origin).href,
  );
}
