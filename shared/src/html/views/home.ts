/**
 * The home page document at run time (issue 31): the hero carousel's slides
 * and controls, the stats and the highlighted industries, the same markup as
 * web/src/features/marketing/components/hero-carousel.tsx and
 * web/src/app/pages/home.tsx. The hero and about texts are their folded
 * sections' fields (data-section-field), filled by the section fills.
 */
import { HOME_SLIDE_FRAME, HOME_SLOTS, type HomeContent } from '../../pages/home-slots';
import { h } from '../html';
import type { SiteClasses } from '../site-classes';
import type { SlotFill, TemplateSlot } from '../template';
import { type ImageInfos, mediaImage, NO_IMAGE_INFO } from './media-image';

const chevron = (d: string) =>
  h(
    'svg',
    { width: 16, height: 16, viewBox: '0 0 16 16', 'aria-hidden': 'true' },
    h('path', { d, fill: 'none', stroke: 'currentColor', 'stroke-width': 2 }),
  );

function slideImage(image: string, alt: string, index: number, images: ImageInfos) {
  const first = index === 0;
  // The build's pictures are SVGs in the frame; an upload gets its variants, cropped into the frame.
  if (image.startsWith('/media/'))
    return mediaImage(image, images.get(image), {
      alt,
      sizes: 'half',
      frame: HOME_SLIDE_FRAME,
      priority: first,
      style: 'object-fit:cover',
    });
  return h('img', {
    src: image,
    alt,
    ...HOME_SLIDE_FRAME,
    loading: first ? 'eager' : 'lazy',
    decoding: 'async',
    fetchpriority: first ? 'high' : undefined,
  });
}

function carousel(cls: SiteClasses, slides: HomeContent['hero']['slides'], images: ImageInfos) {
  const label = (i: number) => slides[i]?.eyebrow ?? '';
  return [
    ...slides.map((slide, i) =>
      h(
        'div',
        {
          id: `hero-slide-${i}`,
          class: cls['marketing.slide'],
          role: 'group',
          'aria-roledescription': 'slide',
          'aria-label': `${i + 1} of ${slides.length}: ${slide.eyebrow}`,
          hidden: i !== 0,
          'data-slide': '',
        },
        slideImage(slide.image, slide.alt, i, images),
        h('h2', { class: cls['marketing.slideHeading'] }, slide.heading),
        h('p', { class: cls['marketing.slideText'] }, slide.text),
      ),
    ),
    h(
      'div',
      { class: cls['marketing.carouselControls'], 'data-needs-js': '' },
      h(
        'button',
        {
          type: 'button',
          class: cls['marketing.arrow'],
          'aria-label': 'Previous slide',
          'data-carousel-prev': '',
        },
        chevron('M10 3L5 8l5 5'),
      ),
      slides.map((_, i) =>
        h('button', {
          type: 'button',
          class: cls['marketing.dot'],
          'aria-label': `Show slide ${i + 1}: ${label(i)}`,
          'aria-controls': `hero-slide-${i}`,
          'aria-current': String(i === 0),
          'data-carousel-dot': String(i),
        }),
      ),
      h(
        'button',
        {
          type: 'button',
          class: cls['marketing.arrow'],
          'aria-label': 'Next slide',
          'data-carousel-next': '',
        },
        chevron('M6 3l5 5-5 5'),
      ),
    ),
  ];
}

/** Fills of the home document's slots; `slot` finds a slot of the loaded template (its list item prototype). */
export function homeFills(
  cls: SiteClasses,
  c: HomeContent,
  slot: (name: string) => TemplateSlot | undefined,
  images: ImageInfos = NO_IMAGE_INFO,
): Record<string, SlotFill> {
  const item = (name: string) => slot(name)?.proto ?? { tag: 'li', attrs: {} };
  const stat = item(HOME_SLOTS.stats);
  const chip = item(HOME_SLOTS.industries);
  return {
    [HOME_SLOTS.slides]: carousel(cls, c.hero.slides, images),
    [HOME_SLOTS.stats]: c.stats.map((s) =>
      h(stat.tag, stat.attrs, h('span', { class: cls['marketing.statValue'] }, s.value), s.label),
    ),
    [HOME_SLOTS.industries]: c.industries.map((name) => h(chip.tag, chip.attrs, name)),
  };
}
