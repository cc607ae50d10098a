import * as clock from '@app/shared/clock';
import { isMeetingOfficeId } from '@app/shared/leads';
import { AVAILABILITY_MESSAGES, availabilityUpdateSchema } from '@app/shared/schemas/office-availability';
import { listAvailabilities, saveAvailability as save } from '../../data/office-availability';
import { redateReplies } from '../../data/reply-redate';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { logger } from '../../lib/logger';

/** GET /admin/availability: every office's availability record (the seed from code until first saved). */
export const getAvailability = defineHandler({
  run: async () => ({ data: { items: await listAvailabilities() } }),
});

/**
 * PUT /admin/availability/{office}: the whole record at the `version` read
 * (409 when stale). The office's pending replies are then dated by the new
 * calendar (data/reply-redate.ts); the record is saved either way, so a failed
 * redate is logged, not the member's error.
 */
export const saveAvailability = defineHandler({
  body: availabilityUpdateSchema,
  run: async ({ body, params, user }) => {
    if (!user) throw new UnauthorizedError();
    const office = params.office;
    if (!isMeetingOfficeId(office)) throw new NotFoundError(AVAILABILITY_MESSAGES.notFound);
    const now = clock.now();
    const saved = await save(office, body, user.email, now);
    await redateReplies(office, saved, now).catch((error: unknown) =>
      logger.error('reply promises not dated again', { office, error }),
    );
    return { data: saved };
  },
});
