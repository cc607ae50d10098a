/**
 * Who gets the weekly digest: every current, enabled member holding one of
 * DIGEST.roles, read from the member directory (U5) as the Members screen
 * lists them, once each however many of the roles they hold.
 */
import { DIGEST } from '@app/shared/digest';
import type { MemberSummary } from '@app/shared/schemas/member';
import { listMemberRecords } from '../../data/member-directory';

/** Pages read per role at most (100 members a page). */
const MAX_PAGES = 10;

export async function digestRecipients(): Promise<MemberSummary[]> {
  const found = new Map<string, MemberSummary>();
  for (const role of DIGEST.roles) {
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const read = await listMemberRecords({ role, limit: 100, ...(cursor ? { cursor } : {}) });
      for (const m of read.items) if (m.enabled && m.email) found.set(m.email, m);
      if (!read.nextCursor) break;
      cursor = read.nextCursor;
    }
  }
  return [...found.values()].sort((a, b) => (a.email < b.email ? -1 : 1));
}
