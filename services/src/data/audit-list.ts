/**
 * The audit log, newest first (gsi1 `AUDIT`, or one member's on gsi2), a
 * date range on the sort key `<at>#<requestId>`; the entity filter is a
 * bounded filtered read like the lead search. Access pattern AU2.
 */
import { addDays, startOfDayIso } from '@app/shared/analytics-days';
import { AUDIT_LIST, type AuditEntry, type AuditListQuery } from '@app/shared/schemas/audit';
import { AuditEntity, auditKeys } from './entities/audit-entry';
import { queryIndexPage } from './index-page';

/** One page, newest first; the entity filter reads at most AUDIT_LIST.maxFilterReads index pages. */
export function listAuditEntries(query: AuditListQuery) {
  const range =
    query.from || query.to
      ? {
          between: [
            query.from ? startOfDayIso(query.from) : '0',
            query.to ? startOfDayIso(addDays(query.to, 1)) : '~',
          ] as [string, string],
        }
      : undefined;
  return queryIndexPage<AuditEntry>({
    entity: AuditEntity,
    index: query.member ? 'gsi2' : 'gsi1',
    partition: query.member ? auditKeys.memberPk(query.member) : auditKeys.allPk,
    range,
    limit: query.limit ?? AUDIT_LIST.defaultPageSize,
    cursor: query.cursor,
    filters: query.entity ? [{ attr: 'entity', eq: query.entity }] : [],
    maxFilterReads: AUDIT_LIST.maxFilterReads,
  });
}
