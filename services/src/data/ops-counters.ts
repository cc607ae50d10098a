/**
 * Operational figures per day (Admin Analytics): one item `pk = OPS#<day>`,
 * `sk = OPS` whose numeric attributes only change by `ADD`, written when
 * something happens (a staff request, a 4xx/5xx answer, a rate-limited
 * request, a rejected upload, a mail) and never for a successful public
 * request. Counting is best effort: a failure is logged and never fails the
 * request it describes.
 */
import { analyticsDay, daysOf } from '@app/shared/analytics-days';
import * as clock from '@app/shared/clock';
import { OPS_FIGURES, type OpsDay, type OpsFigure } from '@app/shared/schemas/audit';
import type { BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { TABLE_NAME } from '../lib/dynamo-config';
import { lazyDynamo } from '../lib/dynamo-lazy';
import { logger } from '../lib/logger';
import { key } from './table';

export const opsKeys = { pk: (day: string) => key('OPS', day), sk: 'OPS' };

/** Adds to today's figures; never throws. */
export async function countOps(
  figures: Partial<Record<OpsFigure, number>>,
  now = clock.now(),
): Promise<void> {
  const entries = Object.entries(figures).filter(([, n]) => n);
  if (entries.length === 0) return;
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  entries.forEach(([name, n], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = n as number;
  });
  try {
    const { sdk, dynamo } = await lazyDynamo();
    await dynamo.send(
      new sdk.UpdateCommand({
        TableName: TABLE_NAME,
        Key: { pk: opsKeys.pk(analyticsDay(now)), sk: opsKeys.sk },
        UpdateExpression: `ADD ${entries.map((_, i) => `#f${i} :f${i}`).join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  } catch (error) {
    logger.warn('operational figure not counted', { figures, error });
  }
}

/** The figures of every day of a range (BatchGetItem, 100 days per call). */
export async function readOps(from: string, to: string): Promise<OpsDay[]> {
  const days = daysOf(from, to);
  const { sdk, dynamo } = await lazyDynamo();
  const found = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < days.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = days
      .slice(i, i + 100)
      .map((d) => ({ pk: opsKeys.pk(d), sk: opsKeys.sk }));
    for (let attempt = 0; keys && keys.length > 0 && attempt < 5; attempt++) {
      const out: BatchGetCommandOutput = await dynamo.send(
        new sdk.BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: keys } } }),
      );
      for (const item of out.Responses?.[TABLE_NAME] ?? []) found.set(String(item.pk), item);
      keys = out.UnprocessedKeys?.[TABLE_NAME]?.Keys;
    }
  }
  return days.map((date) => {
    const item = found.get(opsKeys.pk(date)) ?? {};
    const day = { date } as OpsDay;
    for (const f of OPS_FIGURES) day[f] = Number(item[f] ?? 0);
    day.mailsPending = Math.max(0, day.mailsStarted - day.mailsSent - day.mailsFailed);
    return day;
  });
}
