/**
 * Who got which week's digest (issue 30, item 7): `pk = DIGEST#<monday>`,
 * `sk = <email>`, put with `attribute_not_exists(pk)` before the mail goes, so
 * two sweeps at once send each member one digest (access pattern WD1).
 * `expiresAt` (TTL) DIGEST.claimDays after the week.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { storageOnly } from './fields';
import { table } from './table';

export const digestSentKeys = { pk: (week: string) => `DIGEST#${week}` };

export const DigestSentEntity = new Entity({
  name: 'digestSent',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    pk: string().key(),
    email: string().key().savedAs('sk'),
    week: string(),
    sentAt: string(),
    expiresAt: storageOnly(),
  }),
});

export const digestSentPatterns = { WD1: 'table' } as const;
