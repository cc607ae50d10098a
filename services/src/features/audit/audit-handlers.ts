import { analyticsDay, earlierDay, laterDay } from '@app/shared/analytics-days';
import {
  AUDIT_LIST,
  type AuditEntryView,
  auditListQuerySchema,
  describeChanges,
  operationsQuerySchema,
} from '@app/shared/schemas/audit';
import { listAuditEntries } from '../../data/audit-list';
import { withNames } from '../../data/audit-names';
import { csvCell, csvResponse } from '../../lib/csv';
import { env } from '../../lib/env';
import { defineHandler } from '../../lib/handler';
import { opsFigures } from '../../lib/ops-figures';
import { readOpsPoints } from '../../lib/ops-metrics-source';
import { contentCounts } from './content-counts';

/** GET /admin/audit-log?member&entity&from&to&cursor&limit: staff writes, newest first, each with its sentence (names read now). */
export const listAudit = defineHandler({
  query: auditListQuerySchema,
  run: async ({ query }) => {
    const page = await listAuditEntries(query);
    return { data: { ...page, items: await withNames(page.items) } };
  },
});

const COLUMNS: Array<[string, (e: AuditEntryView) => string | number | undefined]> = [
  ['Time (UTC)', (e) => e.at],
  ['Member', (e) => e.actorEmail],
  ['Action', (e) => e.action],
  ['Entity', (e) => e.entity],
  ['Entity id', (e) => e.entityId],
  ['Route', (e) => e.route],
  ['Status', (e) => e.status],
  ['Request id', (e) => e.requestId],
  ['Changes', (e) => describeChanges(e.changes)],
  // Last, so the columns before it keep their places for anyone reading the file by position.
  ['Entry', (e) => e.sentence],
];

/** GET /admin/audit-log/export: the filtered log as CSV, bounded at AUDIT_LIST.maxExportRows rows. */
export const exportAudit = defineHandler({
  query: auditListQuerySchema,
  run: async ({ query }) => {
    const lines = [COLUMNS.map(([h]) => csvCell(h)).join(',')];
    let cursor: string | undefined;
    let rows = 0;
    let truncated = false;
    for (let call = 0; call < 100; call++) {
      const page = await listAuditEntries({ ...query, cursor, limit: AUDIT_LIST.maxPageSize });
      for (const entry of await withNames(page.items))
        lines.push(COLUMNS.map(([, value]) => csvCell(value(entry))).join(','));
      rows += page.items.length;
      if (!page.nextCursor) break;
      if (rows >= AUDIT_LIST.maxExportRows || call === 99) {
        truncated = true;
        break;
      }
      cursor = page.nextCursor;
    }
    return csvResponse('audit-log', lines, rows, truncated);
  },
});

/** GET /admin/operations?from&to: daily operational figures (EMF metrics: CloudWatch, or the local stack's lines), 4xx/5xx per route, content counts and the stage's dashboard link. */
export const operations = defineHandler({
  query: operationsQuerySchema,
  run: async ({ query }) => {
    const to = laterDay(earlierDay(query.to, analyticsDay()), query.from);
    const [points, content] = await Promise.all([readOpsPoints(query.from, to), contentCounts()]);
    const { days, totals, byRoute } = opsFigures(points, query.from, to);
    return {
      data: {
        from: query.from,
        to: query.to,
        days,
        totals,
        byRoute,
        content,
        dashboardUrl: env.OPS_DASHBOARD_URL || null,
      },
    };
  },
});
