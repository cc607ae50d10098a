import type { LeadKind, NotificationState } from '@app/shared/leads';
import { LEAD_ROUTE_PATHS, leadPath } from '@app/shared/routes/leads';
import { apiRequest } from '../../../lib/api-client';
import { SHARED_QUERY_ROOTS } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/use-write';

/** POST /admin/leads/{kind}/{id}/resend-notification: mail the sales inbox again. */
export function resendNotification(
  kind: LeadKind,
  id: string,
): Promise<{ id: string; notification: NotificationState }> {
  return apiRequest('POST', leadPath(LEAD_ROUTE_PATHS.resendNotification, { kind, id }));
}

/** Mails the sales inbox again; the lead lists read again (the mail badge). */
export const useResendNotification = () => useWrite(resendNotification, [SHARED_QUERY_ROOTS.leads]);
