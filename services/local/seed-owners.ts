/**
 * Issue 30, item 8 (owners and the reply promise): three Sales members, made
 * before the demo leads so the leads rotate among them as the forms do; then
 * the history settled (every demo lead already past its promise gets a first
 * response, some late, so Sales Reports shows first-response figures), and
 * one lead left unanswered past its promise: it shows "Overdue" and the first
 * sweep mails the SuperAdmins about it. The Sales members sign in with the
 * admin's password. Idempotent through seedOnce.
 */
import * as clock from '@app/shared/clock';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { seedOnce } from './seed-once';

export const DEMO_SALES = [
  'asha.sales@example.com',
  'ben.sales@example.com',
  'chen.sales@example.com',
] as const;
/** The demo's overdue lead: came in this long ago, never answered. */
const OVERDUE_HOURS = 60;
const HOUR = 3_600_000;

export async function seedSalesMembers(env: Record<string, string>, password: string): Promise<void> {
  await seedOnce('sales-members-v1', async () => {
    const cognito = new CognitoIdentityProviderClient({
      endpoint: env.COGNITO_ENDPOINT,
      region: process.env.AWS_REGION ?? 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const UserPoolId = env.USER_POOL_ID;
    for (const email of DEMO_SALES) {
      const exists = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: email })).then(
        () => true,
        () => false,
      );
      if (exists) continue;
      await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      await cognito.send(
        new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: password, Permanent: true }),
      );
      await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: 'Sales' }));
    }
    cognito.destroy();
    // Their member records now, so the rotation of the demo leads below finds them in the directory.
    const { backfillMemberRecords } = await import('../src/data/member-backfill');
    await backfillMemberRecords();
  });
}

/** Settles the demo leads' promise history and adds the one overdue lead (after every lead seed). */
export async function seedReplyPromise(now = clock.now()): Promise<void> {
  await seedOnce('reply-promise-v1', async () => {
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo, TABLE_NAME } = await import('../src/lib/dynamo');
    const { queryIndexPage } = await import('../src/data/index-page');
    const { leadEntityOf } = await import('../src/data/entities/lead');
    const { leadKeys, newLeadMeta, recordMailOutcome } = await import('../src/data/lead-store');
    const { createContactLead } = await import('../src/data/contact-lead');
    const { countFirstResponse } = await import('../src/lib/sales/lead-counters');
    const at = now.toISOString();
    let n = 0;
    for (const kind of ['contact', 'meeting'] as const) {
      let cursor: string | undefined;
      do {
        const page = await queryIndexPage<{
          id: string;
          dateRaised: string;
          responseDueAt?: string;
          firstResponseAt?: string;
        }>({
          entity: leadEntityOf(kind),
          index: 'gsi1',
          partition: leadKeys.listPk(kind),
          limit: 100,
          cursor,
        });
        for (const lead of page.items) {
          if (lead.firstResponseAt || !lead.responseDueAt || lead.responseDueAt > at) continue;
          // Mostly within hours; every fifth a day and a half later (late), as a real team would be.
          const hours = n++ % 5 === 4 ? 36 : 1 + (n % 7);
          const answered = new Date(
            Math.min(Date.parse(lead.dateRaised) + hours * HOUR, now.getTime()),
          ).toISOString();
          await dynamo.send(
            new UpdateCommand({
              TableName: TABLE_NAME,
              Key: { pk: leadKeys.pk(kind, lead.id), sk: leadKeys.sk },
              UpdateExpression: 'SET firstResponseAt = :t',
              ConditionExpression: 'attribute_not_exists(firstResponseAt)',
              ExpressionAttributeValues: { ':t': answered },
            }),
          );
          await countFirstResponse(lead.dateRaised, answered);
        }
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
    }
    const lead = await createContactLead(
      {
        name: 'Rohan Mehta',
        email: 'rohan.mehta@example.com',
        contactNo: '+91 98111 22334',
        message: 'Can you take over our half-built Flutter app? We launch in six weeks.',
      },
      newLeadMeta(new Date(now.getTime() - OVERDUE_HOURS * HOUR)),
      { source: 'direct', landingPage: '/contact-us', via: 'landing' },
    );
    const sent = { status: 'sent' as const, at: lead.dateRaised };
    await recordMailOutcome('contact', lead.id, { notification: sent, acknowledgement: sent });
  });
}
