import { API_ROUTE_PATHS } from '@app/shared/routes/contact';
import type { LetsConnectForm } from '@app/shared/schemas/lets-connect';
import { landingAttribution } from '../../../lib/analytics';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeader } from '../../../lib/submission-key';
import { browserZone, type LeadAccepted } from './submit-contact-us';

/** POST /contact/lets-connect (SPEC §7). */
export function submitLetsConnect(
  body: LetsConnectForm & { website2: string },
  idempotencyKey: string,
): Promise<LeadAccepted> {
  return apiRequest<LeadAccepted>('POST', API_ROUTE_PATHS.letsConnect, {
    // The visit's landing page and referrer, for the lead's attribution (none with GPC).
    body: { ...body, ...browserZone(), attribution: landingAttribution() },
    headers: idempotencyHeader(idempotencyKey),
  });
}
