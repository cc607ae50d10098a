import { memberListQuerySchema } from '@app/shared/schemas/member';
import { listMemberRecords } from '../../data/member-directory';
import { defineHandler } from '../../lib/handler';

/** GET /admin/members?q=&role=&cursor=&limit= — one page of the member directory, in e-mail order. */
export const listMembers = defineHandler({
  query: memberListQuerySchema,
  run: async ({ query }) => ({ data: await listMemberRecords(query) }),
});
