/** Deletes selected moderation items, each through its owner's rules. */
import type { CounterName } from '@app/shared/dashboard-counts';
import type { LeadKind } from '@app/shared/leads';
import type { DeleteModerations, DeleteModerationsResult } from '@app/shared/schemas/moderation';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { incrementCounter } from '../../data/counters';
import { leadKeys } from '../../data/lead-store';
import { deleteBlog } from '../../lib/content/blog-service';
import { deleteCaseStudy } from '../../lib/content/case-study-service';
import { dynamo, TABLE_NAME } from '../../lib/dynamo';
import { NotFoundError } from '../../lib/errors';

const LEAD_COUNTERS: Record<LeadKind, CounterName> = { contact: 'contactLeads', meeting: 'meetingLeads' };

async function deleteLead(kind: LeadKind, id: string): Promise<boolean> {
  const out = await dynamo.send(
    new DeleteCommand({
      TableName: TABLE_NAME,
      Key: { pk: leadKeys.pk(kind, id), sk: leadKeys.sk },
      ReturnValues: 'ALL_OLD',
    }),
  );
  if (!out.Attributes) return false;
  await incrementCounter(LEAD_COUNTERS[kind], -1);
  return true;
}

async function swallowNotFound(run: () => Promise<void>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}

export async function deleteItems(request: DeleteModerations): Promise<DeleteModerationsResult> {
  const result: DeleteModerationsResult = { deleted: [], notFound: [] };
  for (const item of request.items) {
    let done: boolean;
    if (item.kind === 'contactLead') done = await deleteLead('contact', item.id);
    else if (item.kind === 'meetingLead') done = await deleteLead('meeting', item.id);
    else if (item.kind === 'blogPost') done = await swallowNotFound(() => deleteBlog(item.id));
    else done = await swallowNotFound(() => deleteCaseStudy(item.id));
    (done ? result.deleted : result.notFound).push(item);
  }
  return result;
}
