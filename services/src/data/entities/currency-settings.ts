/**
 * The currency settings (issue 27 item 6): one item, `pk = SETTINGS`,
 * `sk = CURRENCY`, with the reporting currency and the USD -> INR rate a
 * SuperAdmin sets. Access pattern ST1.
 */
import type { CurrencySettings } from '@app/shared/currency';
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { fieldsOf } from './fields';
import { table } from './table';

export const currencySettingsKeys = { pk: 'SETTINGS', sk: 'CURRENCY' } as const;

export const CurrencySettingsEntity = new Entity({
  name: 'currencySettings',
  table,
  timestamps: false,
  entityAttribute: { hidden: true },
  schema: item({
    ...fieldsOf<CurrencySettings>()('reportingCurrency', 'usdToInr', 'version', 'updatedAt', 'updatedBy'),
    pk: string().key().hidden().const(currencySettingsKeys.pk),
    sk: string().key().hidden().const(currencySettingsKeys.sk),
  }),
});

export const currencySettingsPatterns = { ST1: 'table' } as const;
