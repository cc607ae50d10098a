import { CAREERS_ROUTE_PATHS } from '@app/shared/routes/careers';
import { KEEP_APPLICATION_FRAGMENT, type KeptApplication } from '@app/shared/schemas/talent-pool';
import { apiRequest } from '../../../lib/api-client';

/** The token of the page's own fragment (`#t=…`), or '' when there is none. */
export function keepTokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get(KEEP_APPLICATION_FRAGMENT) ?? '';
}

/** POST /careers/keep-my-application: the consent; the token in the body, never in a URL. */
export function keepApplication(token: string): Promise<KeptApplication> {
  return apiRequest<KeptApplication>('POST', CAREERS_ROUTE_PATHS.keepApplication, { body: { token } });
}
