/**
 * CSS-module class names the run-time page views use (services/src/static-pages/views).
 * The styles stay in the web's CSS modules; the build resolves each key to its
 * hashed class name (web/src/app/site-classes.ts, type-checked against this
 * list) and stores the map in every compiled template.
 */
export const SITE_CLASS_KEYS = [
  'ui.card',
  'ui.cardTitle',
  'ui.cardText',
  'ui.eyebrow',
  'ui.grid',
  'ui.grid2',
  'ui.grid3',
  'ui.cta',
  'ui.ctaButton',
  'ui.container',
  'ui.narrow',
  'ui.buttonLink',
  'ui.step',
  'ui.faq',
  'blog.article',
  'blog.meta',
  'blog.hero',
  'blog.content',
  'blog.tags',
  'blog.tag',
  'blog.tagLink',
  'blog.cardImage',
  'blog.cardLink',
  'blog.pagination',
  'blog.pageList',
  'blog.pageLink',
  'blog.adminActions',
  'careers.filters',
  'careers.filter',
  'careers.group',
  'careers.groupHeading',
  'careers.count',
  'careers.grid',
  'careers.card',
  'careers.cardTitle',
  'careers.labels',
  'careers.more',
  'careers.empty',
  'careers.article',
  'careers.back',
  'careers.applyLink',
  'careers.visuallyHidden',
  'marketing.quote',
  'marketing.slide',
  'marketing.slideHeading',
  'marketing.slideText',
  'marketing.carouselControls',
  'marketing.arrow',
  'marketing.dot',
  'marketing.statValue',
] as const;

export type SiteClassKey = (typeof SITE_CLASS_KEYS)[number];
export type SiteClasses = Readonly<Record<SiteClassKey, string>>;

/** The class map of a compiled template, checked: a missing key is a build/deploy mismatch. */
export function siteClasses(map: Readonly<Record<string, string>>): SiteClasses {
  const missing = SITE_CLASS_KEYS.filter((key) => !map[key]);
  if (missing.length > 0) throw new Error(`The page template lacks CSS classes: ${missing.join(', ')}`);
  return map as SiteClasses;
}
