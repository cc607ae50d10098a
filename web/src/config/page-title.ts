import { COMPANY } from '@app/shared/company';

/** A page's document title: the company name alone on the home page, after the page title elsewhere. */
export function pageTitle(title: string): string {
  return title === 'Home' ? COMPANY.name : `${title} | ${COMPANY.name}`;
}
