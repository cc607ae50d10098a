import { currencyOf, formatMoneyFull } from '@app/shared/currency';
import { DEAL_STAGE_LABELS } from '@app/shared/deals';
import type { Deal } from '@app/shared/schemas/deal';

/**
 * The deals CSV of the list view: one row per deal, the value in full with its currency ("$40,000")
 * and, for sums in a spreadsheet, the currency and the raw amount; stage labels (saveCsv makes cells formula-safe).
 */
export const DEAL_CSV_HEAD = [
  'Title',
  'Company',
  'Contact',
  'E-mail',
  'Value',
  'Currency',
  'Amount',
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
  formatMoneyFull(d.value, currencyOf(d)),
  currencyOf(d),
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
