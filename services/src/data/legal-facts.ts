/**
 * When a legal page's generated blocks last changed (issue 31): `pk = PAGE#<id>`,
 * `sk = FACTS`, the hash of the blocks the last render saw and the day they
 * changed. The blocks are made by the code (retention table, analytics,
 * processors, contact), so a deploy that changes them changes the hash: the
 * first render after it records the day. Access pattern PG2.
 */
import { createHash } from 'node:crypto';
import * as clock from '@app/shared/clock';
import { COMPANY } from '@app/shared/company';
import type { LegalSection } from '@app/shared/pages/legal-page';
import { zonedDay } from '@app/shared/zoned-time';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { key } from './table';

const factsKey = (id: string) => ({ pk: key('PAGE', id), sk: 'FACTS' });

export function factsHash(blocks: readonly LegalSection[]): string {
  return createHash('sha256').update(JSON.stringify(blocks)).digest('hex');
}

/**
 * The day `blocks` last changed: the stored day while the hash is the same; on
 * a new hash, today (the company's calendar day, head office zone), stored conditionally on
 * the hash it replaces, so two renders at once agree. `firstSeen` dates the
 * blocks when nothing is stored yet (the code's own date of its table).
 */
export async function factsChangedOn(
  id: string,
  blocks: readonly LegalSection[],
  firstSeen: string,
  now = clock.now(),
): Promise<string> {
  const hash = factsHash(blocks);
  for (let attempt = 0; attempt < 3; attempt++) {
    const got = await dynamo.send(
      new GetCommand({ TableName: TABLE_NAME, Key: factsKey(id), ConsistentRead: true }),
    );
    const item = got.Item as { hash?: string; changedOn?: string } | undefined;
    if (item?.hash === hash && item.changedOn) return item.changedOn;
    const changedOn = item ? zonedDay(now, COMPANY.timeZone) : firstSeen;
    try {
      await dynamo.send(
        new PutCommand({
          TableName: TABLE_NAME,
          Item: { ...factsKey(id), entity: 'legal-facts', hash, changedOn },
          ConditionExpression: item ? '#hash = :old' : 'attribute_not_exists(pk)',
          ExpressionAttributeNames: item ? { '#hash': 'hash' } : undefined,
          ExpressionAttributeValues: item ? { ':old': item.hash } : undefined,
        }),
      );
      return changedOn;
    } catch (error) {
      // Another render recorded it first: read what it stored.
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
  throw new Error(`The generated blocks of ${id} kept changing while they were dated`);
}
