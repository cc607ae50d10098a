export const SITE_NAME = 'Moondive';

export function pageTitle(title: string): string {
  return title === 'Home' ? SITE_NAME : `${title} | ${SITE_NAME}`;
}
