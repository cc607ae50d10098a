import type { SiteClasses } from '@app/shared/html/site-classes';
import ui from '../components/ui/ui.module.css';
import careers from '../features/careers/components/careers.module.css';
import blog from '../features/marketing/components/blog.module.css';
import marketing from '../features/marketing/components/marketing.module.css';
import '../components/rich-text-editor/rich-content.css';

const pick = <K extends string>(prefix: string, module: Record<string, string>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [`${prefix}.${key}`, module[key] as string]));

/**
 * The hashed class names of the CSS modules the run-time page views use
 * (shared/src/html/site-classes.ts). Every page compiled into a template
 * imports this module, so the CSS of all four modules is linked from it.
 */
export const SITE_CLASSES = {
  ...pick('ui', ui, [
    'card',
    'cardTitle',
    'cardText',
    'eyebrow',
    'grid',
    'grid2',
    'grid3',
    'cta',
    'ctaButton',
    'container',
    'narrow',
    'buttonLink',
    'step',
    'faq',
  ]),
  ...pick('blog', blog, [
    'article',
    'meta',
    'hero',
    'content',
    'tags',
    'tag',
    'tagLink',
    'cardImage',
    'cardLink',
    'pagination',
    'pageList',
    'pageLink',
    'adminActions',
  ]),
  ...pick('careers', careers, [
    'filters',
    'filter',
    'group',
    'groupHeading',
    'count',
    'grid',
    'card',
    'cardTitle',
    'labels',
    'more',
    'empty',
    'article',
    'back',
    'applyLink',
    'visuallyHidden',
  ]),
  ...pick('marketing', marketing, [
    'quote',
    'slide',
    'slideHeading',
    'slideText',
    'carouselControls',
    'arrow',
    'dot',
    'statValue',
  ]),
} as SiteClasses;
