/**
 * Unique slugs by conditional put: one item `pk = <PREFIX>#<slug>`, `sk = SLUG`
 * holding the owner's id. No transactions (dynalite lacks them), so changing
 * a slug is "claim the new one, save the owner, release the old one".
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, TABLE_NAME } from '../lib/dynamo';
import { ConflictError } from '../lib/errors';
import { key } from './table';

const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

export function slugClaims(prefix: string, takenMessage: string) {
  const Key = (slug: string) => ({ pk: key(prefix, slug), sk: 'SLUG' });
  return {
    async claim(slug: string, ownerId: string): Promise<void> {
      try {
        await dynamo.send(
          new PutCommand({
            TableName: TABLE_NAME,
            Item: { ...Key(slug), entity: 'slug', slug, ownerId },
            ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :id',
            ExpressionAttributeValues: { ':id': ownerId },
          }),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new ConflictError(takenMessage, { slug: takenMessage });
        throw error;
      }
    },
    async release(slug: string, ownerId: string): Promise<void> {
      await dynamo
        .send(
          new DeleteCommand({
            TableName: TABLE_NAME,
            Key: Key(slug),
            ConditionExpression: 'ownerId = :id',
            ExpressionAttributeValues: { ':id': ownerId },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    },
    async owner(slug: string): Promise<string | null> {
      const out = await dynamo.send(new GetCommand({ TableName: TABLE_NAME, Key: Key(slug) }));
      return typeof out.Item?.ownerId === 'string' ? out.Item.ownerId : null;
    },
  };
}
