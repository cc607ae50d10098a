/**
 * POST /careers/keep-my-application (issue 28, public, rate-limited like
 * every public POST): the applicant's consent, from the talent-pool mail's
 * link, to keep the application for other openings for another retention
 * period counted from now (`retainFrom`). The token (lib/privacy/keep-link.ts)
 * names the `retainFrom` it was mailed for, and the update is conditional on
 * it (so a link that was never mailed for the current date keeps nothing): the first use moves the date on, a repeat or a second tab answers the
 * date already set without extending again, and two at once extend once.
 */
import * as clock from '@app/shared/clock';
import { retentionDue, ttlBackstopSeconds } from '@app/shared/retention';
import {
  KEEP_APPLICATION_MESSAGES,
  type KeptApplication,
  keepApplicationSchema,
} from '@app/shared/schemas/talent-pool';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { applicationKeys } from '../../data/entities/job-application';
import { scheduleApplicationExpiry } from '../../data/retention-schedule';
import { dynamo, TABLE_NAME } from '../../lib/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { appendLogKeys, logger } from '../../lib/logger';
import { checkKeepToken } from '../../lib/privacy/keep-link';

const kept = (from: string, extended: boolean): { data: KeptApplication } => ({
  data: { keptUntil: retentionDue('application', from).toISOString(), extended },
});
// A plain read: the public function bundles no privacy erasure code.
async function getRaw(pk: string, sk: string): Promise<Record<string, unknown> | undefined> {
  const out = await dynamo.send(
    new GetCommand({ TableName: TABLE_NAME, Key: { pk, sk }, ConsistentRead: true }),
  );
  return out.Item;
}

const invalid = () =>
  new ValidationError(KEEP_APPLICATION_MESSAGES.invalid, { token: KEEP_APPLICATION_MESSAGES.invalid });

export const keepApplication = defineHandler({
  body: keepApplicationSchema,
  run: async ({ body }): Promise<{ data: KeptApplication }> => {
    const now = clock.now();
    const check = await checkKeepToken(body.token, now.getTime());
    if (!check.ok) throw invalid();
    if (check.expired) throw new ConflictError(KEEP_APPLICATION_MESSAGES.expired);
    appendLogKeys({ applicationId: check.id });
    const key = { pk: applicationKeys.pk(check.id), sk: applicationKeys.sk };
    const app = await getRaw(key.pk, key.sk);
    if (!app) throw new NotFoundError(KEEP_APPLICATION_MESSAGES.gone);
    const current = String(app.retainFrom ?? app.dateRaised ?? '');
    if (Math.floor(Date.parse(current) / 1000) !== check.from) {
      // Used already (the date moved on past the mailed one): answer the date set, extend nothing.
      if (Date.parse(current) > check.from * 1000) return kept(current, false);
      throw invalid();
    }
    const from = now.toISOString();
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: key,
          UpdateExpression: 'SET retainFrom = :from, expiresAt = :exp, talentPool = :yes',
          // Only from the mailed date: of two requests at once, one extends.
          ConditionExpression:
            'attribute_exists(pk) AND (retainFrom = :current OR (attribute_not_exists(retainFrom) AND dateRaised = :current))',
          ExpressionAttributeValues: {
            ':from': from,
            ':exp': ttlBackstopSeconds('application', from),
            ':yes': true,
            ':current': current,
          },
        }),
      );
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      const after = await getRaw(key.pk, key.sk);
      if (!after) throw new NotFoundError(KEEP_APPLICATION_MESSAGES.gone);
      return kept(String(after.retainFrom), false);
    }
    // The new year's expiry and mail; the old due items are rescheduled by the sweep when it reads them.
    await scheduleApplicationExpiry(check.id, from);
    logger.info('application kept in the talent pool');
    return kept(from, true);
  },
});
