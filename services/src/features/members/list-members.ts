import { memberListQuerySchema } from '@app/shared/schemas/member';
import { listMembers as listPage } from '../../data/members';
import { defineHandler } from '../../lib/handler';

/** GET /admin/members?email=&role=&cursor=&limit= — one page of members, newest Cognito order. */
export const listMembers = defineHandler({
  query: memberListQuerySchema,
  run: async ({ query }) => ({ data: await listPage(query) }),
});
