/**
 * The Life at Moondive page as the build renders it: its texts are the
 * `life-at-moondive` page document's seed (shared/src/pages/seed/life.ts;
 * staff edit them on the Pages screen). The gallery's pictures stay here.
 */
import { LIFE_SEED } from '@app/shared/pages/seed/life';
import type { ImageAsset } from './types';

export const LIFE_PAGE = LIFE_SEED;

export const LIFE_GALLERY: readonly ImageAsset[] = [
  {
    src: '/images/life/hack-week.svg',
    alt: 'Team members around a whiteboard during hack week',
    width: 360,
    height: 240,
  },
  {
    src: '/images/life/learning.svg',
    alt: 'A colleague presenting at a Learning Friday talk',
    width: 360,
    height: 240,
  },
  {
    src: '/images/life/celebration.svg',
    alt: 'The team celebrating a product launch',
    width: 360,
    height: 240,
  },
];
