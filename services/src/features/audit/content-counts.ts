import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { readCounters } from '../../data/counters';
import { dynamo, TABLE_NAME } from '../../lib/dynamo';

/** Content partitions counted with one bounded COUNT Query each (hundreds of records, not thousands). */
const PARTITIONS: Array<[label: string, index: 'gsi1' | 'gsi2', partition: string]> = [
  ['Blog posts (published and scheduled)', 'gsi1', 'BLOGS#published'],
  ['Blog drafts', 'gsi1', 'BLOGS#draft'],
  ['Case studies', 'gsi1', 'CASE_STUDYS'],
  ['Testimonials', 'gsi1', 'TESTIMONIALS'],
  ['Our work projects', 'gsi1', 'WORKS'],
  ['Job posts', 'gsi2', 'JOBS'],
  ['Open job posts', 'gsi1', 'JOBS#OPEN'],
  ['Campaigns', 'gsi1', 'CAMPAIGNS'],
];
const BOUND = 1000;

async function countPartition(index: string, partition: string) {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: index,
      KeyConditionExpression: `${index}pk = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      Select: 'COUNT',
      Limit: BOUND,
    }),
  );
  return { count: out.Count ?? 0, more: out.LastEvaluatedKey !== undefined };
}

/**
 * Content counts for the operations screen: leads and applications from the
 * dashboard counters (event-driven ADDs), the rest from one bounded COUNT
 * Query per list partition ('more' past BOUND records).
 */
export async function contentCounts() {
  const counters = await readCounters(['contactLeads', 'meetingLeads', 'applications']);
  const counted = await Promise.all(
    PARTITIONS.map(async ([label, index, partition]) => ({
      label,
      ...(await countPartition(index, partition)),
    })),
  );
  return [
    { label: 'Contact leads', count: counters.contactLeads, more: false },
    { label: 'Schedule-meeting leads', count: counters.meetingLeads, more: false },
    { label: 'Job applications', count: counters.applications, more: false },
    ...counted,
  ];
}
