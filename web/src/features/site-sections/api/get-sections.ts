import { CONTENT_ROUTE_PATHS } from '@app/shared/routes/content';
import type { SiteSections } from '@app/shared/site-sections';
import { apiRequest } from '../../../lib/api-client';

/** GET /content/sections: every staff override, by section key. */
export function getSections(signal?: AbortSignal): Promise<SiteSections> {
  return apiRequest<SiteSections>('GET', CONTENT_ROUTE_PATHS.sections, { signal });
}
