/**
 * The weekly digest's claims (entities/digest-sent.ts): one item per member
 * and week, written only if absent, before the mail is sent; released again
 * when the mail could not be sent, so the next sweep tries once more.
 */
import { DIGEST } from '@app/shared/digest';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { DigestSentEntity, digestSentKeys } from './entities/digest-sent';

/** True when this sweep won the member's digest of the week (the week's Monday). */
export async function claimDigest(week: string, email: string, now: Date): Promise<boolean> {
  const expiresAt = Math.floor(Date.parse(`${week}T00:00:00Z`) / 1000) + (DIGEST.claimDays + 7) * 86_400;
  try {
    await DigestSentEntity.build(PutItemCommand)
      .item({ pk: digestSentKeys.pk(week), email, week, sentAt: now.toISOString(), expiresAt })
      .options({ condition: { attr: 'pk', exists: false } })
      .send();
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

export async function releaseDigest(week: string, email: string): Promise<void> {
  await DigestSentEntity.build(DeleteItemCommand)
    .key({ pk: digestSentKeys.pk(week), email })
    .send();
}
