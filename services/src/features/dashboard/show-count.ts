import * as clock from '@app/shared/clock';
import { countersFor } from '@app/shared/dashboard-counts';
import { readCounters } from '../../data/counters';
import { countMembers } from '../../data/members';
import { overdueCount } from '../../data/privacy-request';
import { UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';

/**
 * GET /admin/show-count: the dashboard counters the caller's permissions
 * allow (shared/src/dashboard-counts.ts), e.g. `{ contactLeads: 3, members: 5 }`.
 * Stored counters come from DynamoDB in one batch read; `members` is counted
 * in Cognito, the members' source of truth; `privacyOverdue` is the open
 * data requests past their due date (data/privacy-request.ts, one Query).
 */
export const showCount = defineHandler({
  run: async ({ user }) => {
    if (!user) throw new UnauthorizedError();
    const names = countersFor(user.permissions);
    const stored = names.filter((n) => n !== 'members' && n !== 'privacyOverdue');
    const [counts, members, privacyOverdue] = await Promise.all([
      readCounters(stored),
      names.includes('members') ? countMembers() : Promise.resolve(undefined),
      names.includes('privacyOverdue') ? overdueCount(clock.now()) : Promise.resolve(undefined),
    ]);
    return {
      data: {
        ...counts,
        ...(members === undefined ? {} : { members }),
        ...(privacyOverdue === undefined ? {} : { privacyOverdue }),
      },
    };
  },
});
