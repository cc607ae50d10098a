import { API_ROUTE_PATHS } from '@app/shared/routes/contact';
import type { ContactForm } from '@app/shared/schemas/contact';
import { landingAttribution } from '../../../lib/analytics';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeader } from '../../../lib/submission-key';

export interface LeadAccepted {
  id: string;
  message: string;
}

/** The browser's zone: the reply promise counts in Washington's calendar for an American visitor (issue 30). */
export function browserZone(): { timeZone?: string } {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? { timeZone: zone } : {};
  } catch {
    return {};
  }
}

/** POST /contact/contact-us (SPEC §7). */
export function submitContactUs(
  body: ContactForm & { website2: string },
  idempotencyKey: string,
): Promise<LeadAccepted> {
  return apiRequest<LeadAccepted>('POST', API_ROUTE_PATHS.contactUs, {
    // The visit's landing page and referrer, for the lead's attribution (none with GPC).
    body: { ...body, ...browserZone(), attribution: landingAttribution() },
    headers: idempotencyHeader(idempotencyKey),
  });
}
