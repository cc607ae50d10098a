/**
 * Campaigns: `pk = CAMPAIGN#<id>`, `sk = CAMPAIGN`; newest first on gsi1
 * (`CAMPAIGNS`, `<createdAt>#<id>`). The UTM tag claim (`CAMPAIGN_UTM#<tag>`)
 * is a slug claim (slug-claim.ts). Access patterns CP1, CP2.
 */
import type { Campaign } from '@app/shared/schemas/campaign';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { key } from '../table';
import { fieldsOf } from './fields';
import { table } from './table';

export const campaignKeys = {
  pk: (id: string) => key('CAMPAIGN', id),
  sk: 'CAMPAIGN',
  listPk: 'CAMPAIGNS',
  listSk: (createdAt: string, id: string) => key(createdAt, id),
  utmPrefix: 'CAMPAIGN_UTM',
};

export const CampaignEntity = new Entity({
  name: 'campaign',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<Campaign>()(
      'id',
      'version',
      'createdAt',
      'updatedAt',
      'createdBy',
      'name',
      'notes',
      'channel',
      'utmCampaign',
      'utmSource',
      'utmMedium',
      'startDate',
      'endDate',
      'budget',
      'spend',
      'landingPage',
    ),
    id: string().key(),
  }).and((prev) => ({
    pk: string()
      .key()
      .hidden()
      .link<typeof prev>(({ id }) => campaignKeys.pk(id)),
    sk: string().key().hidden().const(campaignKeys.sk),
    gsi1pk: string().hidden().const(campaignKeys.listPk),
    gsi1sk: string()
      .hidden()
      .link<typeof prev>(({ createdAt, id }) => campaignKeys.listSk(String(createdAt), id)),
  })),
});

export const campaignPatterns = { CP1: 'table', CP2: 'gsi1' } as const;
