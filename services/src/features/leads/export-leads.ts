import * as clock from '@app/shared/clock';
import { LEAD_LIST } from '@app/shared/leads';
import type { ContactLeadView, MeetingLeadView } from '@app/shared/schemas/lead-admin';
import { leadExportQuerySchema } from '@app/shared/schemas/lead-admin';
import { listLeads } from '../../data/lead-list';
import { defineHandler } from '../../lib/handler';
import { csvHeader, csvRow } from './lead-csv';
import { leadKind } from './lead-kind';

/** Upper bound on list calls per export, so a narrow filter over a huge table still ends. */
const MAX_CALLS = 100;

/**
 * GET /admin/leads/{kind}/export?q&from&to&status&form&timeZone: the filtered list as CSV
 * (times ISO 8601 with the offset of the member's zone),
 * read page by page (the same Query as the screen) and bounded at
 * LEAD_LIST.maxExportRows rows; `x-export-truncated: true` says it stopped early.
 */
export const exportLeads = defineHandler({
  query: leadExportQuerySchema,
  run: async ({ query, params, user }) => {
    const kind = leadKind(params);
    const lines = [csvHeader(kind)];
    let cursor: string | undefined;
    let rows = 0;
    let truncated = false;
    for (let call = 0; ; call++) {
      if (call >= MAX_CALLS) {
        truncated = true;
        break;
      }
      const limit = Math.min(LEAD_LIST.maxPageSize, LEAD_LIST.maxExportRows - rows);
      const { timeZone: _zone, ...filters } = query;
      const page = await listLeads<ContactLeadView & MeetingLeadView>(
        kind,
        { ...filters, limit, cursor },
        user?.email,
      );
      for (const lead of page.items) lines.push(csvRow(kind, lead, query.timeZone ?? 'UTC'));
      rows += page.items.length;
      if (!page.nextCursor) break;
      if (rows >= LEAD_LIST.maxExportRows) {
        truncated = true;
        break;
      }
      cursor = page.nextCursor;
    }
    const day = clock.now().toISOString().slice(0, 10);
    const name = kind === 'contact' ? 'contact-leads' : 'schedule-meeting-leads';
    return {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}-${day}.csv"`,
        'cache-control': 'no-store',
        'x-export-rows': String(rows),
        'x-export-truncated': String(truncated),
      },
      rawBody: `\uFEFF${lines.join('\r\n')}\r\n`,
    };
  },
});
