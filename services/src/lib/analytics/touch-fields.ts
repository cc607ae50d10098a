import type { TouchDimension } from '@app/shared/analytics';
import type { VisitTouch } from '../../data/analytics-visit';

/** The Attribution field each first-touch dimension is counted from. */
export const TOUCH_FIELDS: Record<TouchDimension, keyof VisitTouch> = {
  source: 'source',
  referrer: 'referrer',
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
};
