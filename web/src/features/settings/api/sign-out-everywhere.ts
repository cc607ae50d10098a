import { ACCOUNT_ROUTE_PATHS } from '@app/shared/routes/account';
import { apiRequest } from '../../../lib/api-client';

/** POST /admin/sign-out-everywhere (ours, issue 25): ends the member's sessions on every device. */
export function signOutEverywhere(): Promise<{ message: string }> {
  return apiRequest('POST', ACCOUNT_ROUTE_PATHS.signOutEverywhere);
}
