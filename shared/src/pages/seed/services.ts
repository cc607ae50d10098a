/**
 * The seed of the six service pages (SPEC §2 order): the built-in text a page
 * shows until staff save its document. The web build prerenders it; the API
 * falls back to it for a page never saved.
 */
import type { ServiceContent } from '../types';
import { CLOUD_ENGINEERING } from './services/cloud-engineering';
import { DATA_ANALYTICS } from './services/data-analytics';
import { ENTERPRISE_AI_SOLUTIONS } from './services/enterprise-ai-solutions';
import { MVP_DEVELOPMENT } from './services/mvp-development';
import { UI_UX_DESIGNING } from './services/ui-ux-designing';
import { WEB_MOBILE_APP_DEVELOPMENT } from './services/web-mobile-app-development';

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
