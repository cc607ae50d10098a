import { API_ROUTE_PATHS } from '@app/shared/routes/contact';
import type { LetsConnectForm } from '@app/shared/schemas/lets-connect';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeader } from '../../../lib/submission-key';
import type { LeadAccepted } from './submit-contact-us';

/** POST /contact/lets-connect (SPEC §7). */
export function submitLetsConnect(
  body: LetsConnectForm & { website2: string },
  idempotencyKey: string,
): Promise<LeadAccepted> {
  return apiRequest<LeadAccepted>('POST', API_ROUTE_PATHS.letsConnect, {
    body,
    headers: idempotencyHeader(idempotencyKey),
  });
}
