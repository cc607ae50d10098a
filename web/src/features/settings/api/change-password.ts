import { ACCOUNT_ROUTE_PATHS } from '@app/shared/routes/account';
import type { ChangePasswordInput } from '@app/shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /admin/change-password: the server checks the current password with Cognito first. */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return apiRequest('POST', ACCOUNT_ROUTE_PATHS.changePassword, { body: input });
}
