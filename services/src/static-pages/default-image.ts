import { COMPANY } from '@app/shared/company';
import type { HeadImage } from '@app/shared/html/head';
import { absoluteUrl } from '../lib/site-pages';

/** The site's social image (1200 x 630): pages without an image of their own (lists, job pages). */
export function defaultOgImage(origin: string): HeadImage {
  return {
    url: absoluteUrl(COMPANY.ogImage.src, origin),
    width: COMPANY.ogImage.width,
    height: COMPANY.ogImage.height,
    alt: COMPANY.ogImage.alt,
  };
}
