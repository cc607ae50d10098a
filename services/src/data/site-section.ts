/**
 * Site sections: one item per edited section, `pk = SECTION#<key>`,
 * `sk = SECTION`, listed on gsi1 `SECTIONS` by key (a handful of items, read
 * in one Query). Only staff overrides are stored; absent fields show the
 * page's built-in text (shared/src/site-sections.ts).
 */
import type { SectionValues, SiteSections } from '@app/shared/site-sections';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { key } from './table';

const LIST = 'SECTIONS';

export async function allSections(): Promise<SiteSections> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': LIST },
      Limit: 100,
    }),
  );
  const sections: SiteSections = {};
  for (const item of out.Items ?? []) sections[item.key as string] = item.values as SectionValues;
  return sections;
}

export async function putSection(
  sectionKey: string,
  values: SectionValues,
  by: string,
  now = new Date(),
): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        pk: key('SECTION', sectionKey),
        sk: 'SECTION',
        entity: 'section',
        gsi1pk: LIST,
        gsi1sk: sectionKey,
        key: sectionKey,
        values,
        updatedBy: by,
        updatedAt: now.toISOString(),
      },
    }),
  );
}

export async function deleteSection(sectionKey: string): Promise<void> {
  await dynamo.send(
    new DeleteCommand({ TableName: TABLE_NAME, Key: { pk: key('SECTION', sectionKey), sk: 'SECTION' } }),
  );
}
