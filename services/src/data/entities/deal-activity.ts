/**
 * A deal's activity timeline: `pk = DEAL#<dealId>` (beside the deal item),
 * `sk = ACTIVITY#<at>#<activityId>`, so the newest activities are one Query
 * on the deal's partition. The deal id is a hidden key field stored as `pk`
 * (prefixed), so the item keeps the shape it always had. Access pattern D5.
 */
import type { DealActivity } from '@app/shared/schemas/deal';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { prefix } from 'dynamodb-toolbox/transformers/prefix';
import { key } from '../table';
import { dealKeys } from './deal';
import { fieldsOf } from './fields';
import { table } from './table';

export const activityKeys = {
  sk: (at: string, id: string) => key('ACTIVITY', at, id),
  skPrefix: 'ACTIVITY#',
};

export const DealActivityEntity = new Entity({
  name: 'dealActivity',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<DealActivity>()('id', 'type', 'text', 'at', 'by', 'from', 'to'),
    dealId: string().key().hidden().savedAs('pk').transform(prefix(dealKeys.sk)),
  }).and((prev) => ({
    sk: string()
      .key()
      .hidden()
      .link<typeof prev>((activity) => {
        const { at, id } = activity as unknown as DealActivity;
        return activityKeys.sk(at, id);
      }),
  })),
});

export const dealActivityPatterns = { D5: 'table' } as const;
