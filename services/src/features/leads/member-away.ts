import * as clock from '@app/shared/clock';
import {
  MEMBER_AWAY_MESSAGES,
  memberAwayUpdateSchema,
  type SalesMemberAway,
} from '@app/shared/schemas/member-away';
import { listMemberAway, saveMemberAway as save } from '../../data/member-away';
import { listMemberRecords, memberRolesByEmail } from '../../data/member-directory';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';

/** GET /admin/availability/away: every current Sales member (first 100, e-mail order) with their days. */
export const getMemberAway = defineHandler({
  run: async () => {
    const [members, away] = await Promise.all([
      listMemberRecords({ role: 'Sales', limit: 100 }),
      listMemberAway(),
    ]);
    const items: SalesMemberAway[] = members.items.map((m) => ({
      email: m.email,
      ...(m.displayName ? { displayName: m.displayName } : {}),
      days: away.get(m.email)?.days ?? [],
      version: away.get(m.email)?.version ?? 0,
    }));
    return { data: { items } };
  },
});

/** PUT /admin/availability/away/{email}: a Sales member's days, whole, at the version read (409 when stale). */
export const saveMemberAway = defineHandler({
  body: memberAwayUpdateSchema,
  run: async ({ body, params, user }) => {
    if (!user) throw new UnauthorizedError();
    const email = (params.email ?? '').toLowerCase();
    const roles = email.length <= 254 ? await memberRolesByEmail(email) : null;
    if (!roles?.includes('Sales')) throw new NotFoundError(MEMBER_AWAY_MESSAGES.notSales);
    return { data: await save(email, body, user.email, clock.now()) };
  },
});
