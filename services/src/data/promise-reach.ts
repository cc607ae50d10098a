/**
 * The leads a reply promise can still concern (issue 30, item 6): those of a
 * kind raised within the days a promise can span (REPLY_PROMISE.maxDaysWalked),
 * read oldest first on their list index (gsi1, L2) and filtered on the server;
 * a bounded number of Query pages per kind, never a Scan. The sweep's mails
 * (reply-due.ts) and the office calendar's re-dating (reply-redate.ts) read
 * them with their own filters.
 */
import type { LeadKind } from '@app/shared/leads';
import { REPLY_PROMISE } from '@app/shared/reply-promise';
import type { Condition } from 'dynamodb-toolbox/entity/actions/parseCondition';
import { leadEntityOf } from './entities/lead';
import { queryIndexPage } from './index-page';
import { leadKeys } from './lead-store';

/** Pages of 100 read per kind: 1,000 recent leads that pass the filters, far beyond a real backlog. */
const MAX_PAGES = 10;

export async function leadsInPromiseReach<T>(kind: LeadKind, now: Date, filters: Condition[]): Promise<T[]> {
  const since = new Date(now.getTime() - REPLY_PROMISE.maxDaysWalked * 86_400_000).toISOString();
  const out: T[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < MAX_PAGES; i++) {
    const page = await queryIndexPage<T>({
      entity: leadEntityOf(kind),
      index: 'gsi1',
      partition: leadKeys.listPk(kind),
      range: { gte: since },
      oldestFirst: true,
      limit: 100,
      cursor,
      filters,
      maxFilterReads: 5,
    });
    out.push(...page.items);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return out;
}
