/**
 * Members' out-of-office days: `pk = MEMBER_AWAY`, `sk = <email>`, one item
 * per member who has any; the whole team's days are one Query (access
 * pattern OA2). `expiresAt` (TTL) is 90 days after the last day.
 */
import type { MemberAway } from '@app/shared/schemas/member-away';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { fieldsOf, storageOnly } from './fields';
import { table } from './table';

export const memberAwayKeys = { pk: 'MEMBER_AWAY' };

export const MemberAwayEntity = new Entity({
  name: 'memberAway',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<MemberAway>()('email', 'days', 'version', 'updatedAt', 'updatedBy'),
    email: string().key().savedAs('sk'),
    pk: string().key().hidden().const(memberAwayKeys.pk),
    expiresAt: storageOnly(),
  }),
});

export const memberAwayPatterns = { OA2: 'table' } as const;
