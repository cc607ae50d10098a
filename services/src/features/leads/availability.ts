import * as clock from '@app/shared/clock';
import { isMeetingOfficeId } from '@app/shared/leads';
import { AVAILABILITY_MESSAGES, availabilityUpdateSchema } from '@app/shared/schemas/office-availability';
import { listAvailabilities, saveAvailability as save } from '../../data/office-availability';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';

/** GET /admin/availability: every office's availability record (the seed from code until first saved). */
export const getAvailability = defineHandler({
  run: async () => ({ data: { items: await listAvailabilities() } }),
});

/** PUT /admin/availability/{office}: the whole record at the `version` read (409 when stale). */
export const saveAvailability = defineHandler({
  body: availabilityUpdateSchema,
  run: async ({ body, params, user }) => {
    if (!user) throw new UnauthorizedError();
    const office = params.office;
    if (!isMeetingOfficeId(office)) throw new NotFoundError(AVAILABILITY_MESSAGES.notFound);
    return { data: await save(office, body, user.email, clock.now()) };
  },
});
