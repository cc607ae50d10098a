import { CLOUD_ENGINEERING } from './services/cloud-engineering';
import { DATA_ANALYTICS } from './services/data-analytics';
import { ENTERPRISE_AI_SOLUTIONS } from './services/enterprise-ai-solutions';
import { MVP_DEVELOPMENT } from './services/mvp-development';
import { UI_UX_DESIGNING } from './services/ui-ux-designing';
import { WEB_MOBILE_APP_DEVELOPMENT } from './services/web-mobile-app-development';
import type { ServiceContent } from './types';

/** The six service pages in SPEC §2 order. */
export const SERVICES: readonly ServiceContent[] = [
  MVP_DEVELOPMENT,
  DATA_ANALYTICS,
  CLOUD_ENGINEERING,
  ENTERPRISE_AI_SOLUTIONS,
  UI_UX_DESIGNING,
  WEB_MOBILE_APP_DEVELOPMENT,
];

export function serviceByPath(path: string): ServiceContent | undefined {
  return SERVICES.find((s) => s.path === path);
}
