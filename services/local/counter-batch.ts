/**
 * Aggregates counter increments in memory and writes the resulting items in
 * BatchWriteItem calls (puts of final values, days that have no live counters
 * yet): how the demo seed and bench:analytics fill the counters for many
 * synthetic page views without sending them one by one. Imports the
 * handlers' modules lazily (they read their env at import).
 */
import type { Metrics } from '@app/shared/analytics';
import type { Increment } from '../src/lib/analytics/increments';

type Item = Record<string, unknown> & { pk: string; sk: string };

export class CounterBatch {
  private readonly days = new Map<string, Map<string, Item>>();

  add(day: string, increments: readonly Increment[]): void {
    const items = this.days.get(day) ?? new Map<string, Item>();
    this.days.set(day, items);
    for (const [dim, value, metrics] of increments) {
      const sk = `${dim}#${value}`;
      const item = items.get(sk) ?? { pk: `STATS#${day}`, sk, dim, value };
      for (const [k, n] of Object.entries(metrics as Metrics)) if (n) item[k] = Number(item[k] ?? 0) + n;
      items.set(sk, item);
    }
  }

  /** Every counter item plus each day's distinct-value count per dimension. */
  items(): Item[] {
    const out: Item[] = [];
    for (const [day, items] of this.days) {
      const distinct = new Map<string, number>();
      for (const item of items.values()) {
        out.push(item);
        distinct.set(String(item.dim), (distinct.get(String(item.dim)) ?? 0) + 1);
      }
      for (const [dim, n] of distinct) out.push({ pk: `STATS#${day}`, sk: `~distinct#${dim}`, distinct: n });
    }
    return out;
  }

  async write(): Promise<number> {
    const { dynamo, TABLE_NAME } = await import('../src/lib/dynamo');
    const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    const all = this.items();
    for (let i = 0; i < all.length; i += 25) {
      let pending: unknown[] | undefined = all.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; pending && pending.length > 0 && attempt < 8; attempt++) {
        const out: { UnprocessedItems?: Record<string, unknown[]> } = await dynamo.send(
          new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: pending as never } }),
        );
        pending = out.UnprocessedItems?.[TABLE_NAME];
      }
    }
    return all.length;
  }
}
