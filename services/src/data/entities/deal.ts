/**
 * Deals: `pk = DEAL#<id>`, `sk = DEAL`. Board columns on gsi1
 * (`DEALS#<stage>`, `<enteredStageAt>#<id>`), the list on gsi2 (`DEALS`,
 * `<createdAt>#<id>`). Access patterns D1–D3.
 */
import type { DealStage } from '@app/shared/deals';
import type { Deal } from '@app/shared/schemas/deal';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key } from '../table';
import { fieldsOf } from './fields';
import { table } from './table';

export const dealKeys = {
  pk: (id: string) => key('DEAL', id),
  sk: 'DEAL',
  stagePk: (stage: DealStage) => key('DEALS', stage),
  stageSk: (enteredStageAt: string, id: string) => key(enteredStageAt, id),
  listPk: 'DEALS',
  listSk: (createdAt: string, id: string) => key(createdAt, id),
};

export const DealEntity = new Entity({
  name: 'deal',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<Deal>()(
      'id',
      'version',
      'title',
      'company',
      'contactName',
      'contactEmail',
      'value',
      'currency',
      'stage',
      'probability',
      'expectedCloseDate',
      'owner',
      'interest',
      'budget',
      'notes',
      'source',
      'campaign',
      'reason',
      'leadKind',
      'leadId',
      'createdAt',
      'updatedAt',
      'createdBy',
      'enteredStageAt',
      'closedAt',
    ),
    id: string().key(),
  }).and((prev) => ({
    pk: string()
      .key()
      .hidden()
      .link<typeof prev>(({ id }) => dealKeys.pk(id)),
    sk: string().key().hidden().const(dealKeys.sk),
    gsi1pk: string()
      .hidden()
      .link<typeof prev>(({ stage }) => dealKeys.stagePk(stage as DealStage)),
    gsi1sk: string()
      .hidden()
      .link<typeof prev>(({ enteredStageAt, id }) => dealKeys.stageSk(String(enteredStageAt), id)),
    gsi2pk: string().hidden().const(dealKeys.listPk),
    gsi2sk: string()
      .hidden()
      .link<typeof prev>(({ createdAt, id }) => dealKeys.listSk(String(createdAt), id)),
  })),
});

export const dealPatterns = { D1: 'table', D2: 'gsi1', D3: 'gsi2' } as const;
