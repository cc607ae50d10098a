import { leadListQuerySchema } from '@app/shared/schemas/lead-admin';
import { listMeetingLeads } from '../../data/meeting-lead';
import { defineHandler } from '../../lib/handler';

/** GET /admin/get-let-us-connect-leads: schedule-meeting leads, same filters as contact leads. */
export const getMeetingLeads = defineHandler({
  query: leadListQuerySchema,
  run: async ({ query, user }) => ({ data: await listMeetingLeads(query, user?.email) }),
});
