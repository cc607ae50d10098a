/**
 * Social posts: `pk = SOCIAL_POST#<id>`, `sk = SOCIAL_POST`.
 * - gsi1: `SOCIAL_POSTS` by `<scheduledAt>#<id>` (calendar and list).
 * - gsi2: the sweep's queues, `SOCIAL_POSTS#scheduled` by `<scheduledAt>#<id>`
 *   while a post waits, `SOCIAL_POSTS#mail` by `<dueAt>#<id>` while its due
 *   mail is not settled. Access patterns S1–S4.
 */
import type { SocialPost } from '@app/shared/schemas/social-post';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key } from '../table';
import { fieldsOf } from './fields';
import { table } from './table';

export const socialKeys = {
  pk: (id: string) => key('SOCIAL_POST', id),
  sk: 'SOCIAL_POST',
  listPk: 'SOCIAL_POSTS',
  scheduledPk: 'SOCIAL_POSTS#scheduled',
  mailPk: 'SOCIAL_POSTS#mail',
};

/** The sweep queue a post is in, if any: [partition, sort key]. */
function queueOf(post: Pick<SocialPost, 'id' | 'status' | 'scheduledAt' | 'dueAt' | 'mail'>) {
  if (post.status === 'scheduled') return [socialKeys.scheduledPk, key(post.scheduledAt, post.id)];
  if (post.status === 'due' && (post.mail?.status === 'pending' || post.mail?.status === 'sending'))
    return [socialKeys.mailPk, key(post.dueAt ?? post.scheduledAt, post.id)];
  return undefined;
}

export const SocialPostEntity = new Entity({
  name: 'social-post',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<SocialPost>()(
      'id',
      'slug',
      'version',
      'createdAt',
      'updatedAt',
      'author',
      'taggedUrl',
      'preview',
      'dueAt',
      'postedAt',
      'mail',
      'network',
      'text',
      'linkKind',
      'linkRef',
      'linkUrl',
      'scheduledAt',
      'status',
      'campaign',
      'postUrl',
      'notes',
    ),
    id: string().key(),
  }).and((prev) => ({
    pk: string()
      .key()
      .hidden()
      .link<typeof prev>(({ id }) => socialKeys.pk(id)),
    sk: string().key().hidden().const(socialKeys.sk),
    gsi1pk: string().hidden().const(socialKeys.listPk),
    gsi1sk: string()
      .hidden()
      .link<typeof prev>(({ scheduledAt, id }) => key(String(scheduledAt), id)),
    gsi2pk: string()
      .hidden()
      .optional()
      .link<typeof prev>((post) => queueOf(post as unknown as SocialPost)?.[0]),
    gsi2sk: string()
      .hidden()
      .optional()
      .link<typeof prev>((post) => queueOf(post as unknown as SocialPost)?.[1]),
  })),
});

export const socialPostPatterns = { S1: 'table', S2: 'gsi1', S3: 'gsi2', S4: 'gsi2' } as const;
