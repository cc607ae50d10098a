import { leadListQuerySchema } from '@app/shared/schemas/lead-admin';
import { listContactLeads } from '../../data/contact-lead';
import { defineHandler } from '../../lib/handler';

/** GET /admin/get-contact-leads: newest first, cursor, search, date range, status. */
export const getContactLeads = defineHandler({
  query: leadListQuerySchema,
  run: async ({ query, user }) => ({ data: await listContactLeads(query, user?.email) }),
});
