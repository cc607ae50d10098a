import { DEAL_STAGE_LABELS } from '@app/shared/deals';
import type { Deal } from '@app/shared/schemas/deal';

/** The deals CSV of the list view: one row per deal, raw rupees, stage labels (saveCsv makes cells formula-safe). */
export const DEAL_CSV_HEAD = [
  'Title',
  'Company',
  'Contact',
  'E-mail',
  'Value (INR)',
  'Stage',
  'Probability',
  'Close date',
  'Owner',
  'Source',
  'Campaign',
  'Reason',
  'Created',
];
export const dealCsvRow = (d: Deal) => [
  d.title,
  d.company,
  d.contactName,
  d.contactEmail,
  d.value,
  DEAL_STAGE_LABELS[d.stage],
  d.probability,
  d.expectedCloseDate,
  d.owner,
  d.source,
  d.campaign,
  d.reason,
  d.createdAt,
];
