import { CAREERS_ROUTE_PATHS } from '@app/shared/routes/careers';
import type { JobApplicationRequest } from '@app/shared/schemas/job-application';
import { landingAttribution } from '../../../lib/analytics';
import { apiRequest } from '../../../lib/api-client';
import { idempotencyHeader } from '../../../lib/submission-key';

/** POST /careers/apply: the form with the uploaded resume's key; `website2` is the honeypot. */
export function applyForJob(body: JobApplicationRequest & { website2: string }, idempotencyKey: string) {
  return apiRequest<{ id: string; message: string }>('POST', CAREERS_ROUTE_PATHS.apply, {
    // The visit's landing page and referrer, for the lead's attribution (none with GPC).
    body: { ...body, attribution: landingAttribution() },
    headers: idempotencyHeader(idempotencyKey),
  });
}
